import { assignmentShiftUid, renderAssignmentCalendar, type AssignmentCalendar } from './assignment-ics';

const assignment = (values: Partial<AssignmentCalendar> = {}): AssignmentCalendar => ({
  id: 42,
  title: 'Intensivpflege',
  state: 'proposed',
  organisationName: 'Klinikum Nord',
  departmentName: 'Intensivstation',
  version: 1,
  updatedAt: new Date('2026-06-01T10:00:00Z'),
  shifts: [
    { startAt: new Date('2026-07-01T04:00:00Z'), endAt: new Date('2026-07-01T12:00:00Z') },
    { startAt: new Date('2026-12-01T05:00:00Z'), endAt: new Date('2026-12-01T13:00:00Z') },
  ],
  ...values,
});
const options = {
  language: 'de' as const,
  uidDomain: 'staffing.test',
  link: 'https://staffing.test/de/assignments/42',
};
/** The text with folded lines joined again (RFC 5545 §3.1). */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

describe('renderAssignmentCalendar', () => {
  it('publishes each shift in Berlin wall-clock time with the zone, tentative while proposed, CRLF lines', () => {
    const raw = renderAssignmentCalendar(assignment(), options);
    const text = unfold(raw);
    expect(text).toContain('METHOD:PUBLISH');
    expect(text).toContain('BEGIN:VTIMEZONE');
    expect(text).toContain('TZID:Europe/Berlin');
    expect(text).toContain('DTSTART;TZID=Europe/Berlin:20260701T060000');
    expect(text).toContain('DTEND;TZID=Europe/Berlin:20260701T140000');
    expect(text).toContain('DTSTART;TZID=Europe/Berlin:20261201T060000');
    expect(text.match(/STATUS:TENTATIVE/g)).toHaveLength(2);
    expect(text).toContain('SUMMARY:Einsatz: Intensivpflege – Intensivstation');
    expect(text).toContain('UID:assignment-42-shift-1@staffing.test');
    expect(text).toContain('UID:assignment-42-shift-2@staffing.test');
    expect(raw.split('\n').every((line) => line === '' || line.endsWith('\r'))).toBe(true);
    expect(raw.endsWith('\r\n')).toBe(true);
  });

  it('keeps the UIDs when the shifts move and raises SEQUENCE with the version; confirmed, in English', () => {
    const moved = assignment({
      state: 'confirmed',
      version: 3,
      shifts: [{ startAt: new Date('2026-07-01T05:00:00Z'), endAt: new Date('2026-07-01T13:00:00Z') }],
    });
    const text = unfold(renderAssignmentCalendar(moved, { ...options, language: 'en' }));
    expect(text).toContain(`UID:${assignmentShiftUid(42, 0, 'staffing.test')}`);
    expect(text).toContain('SEQUENCE:3');
    expect(text).toContain('STATUS:CONFIRMED');
    expect(text).toContain('SUMMARY:Assignment: Intensivpflege – Intensivstation');
    expect(text).toContain('DTSTART;TZID=Europe/Berlin:20260701T070000');
  });

  it('cancels a cancelled assignment’s shifts with METHOD:CANCEL and STATUS:CANCELLED', () => {
    const text = unfold(renderAssignmentCalendar(assignment({ state: 'cancelled', version: 2 }), options));
    expect(text).toContain('METHOD:CANCEL');
    expect(text.match(/STATUS:CANCELLED/g)).toHaveLength(2);
    expect(text).not.toContain('METHOD:PUBLISH');
    expect(text).toContain('Status: abgesagt');
  });

  it('cancels only the shifts named by position (a change that dropped them)', () => {
    const text = unfold(renderAssignmentCalendar(assignment(), { ...options, method: 'CANCEL', positions: [1] }));
    expect(text).toContain('UID:assignment-42-shift-2@staffing.test');
    expect(text).not.toContain('UID:assignment-42-shift-1@');
    expect(text).toContain('STATUS:CANCELLED');
  });
});
