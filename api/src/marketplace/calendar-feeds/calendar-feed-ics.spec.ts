import { renderFeed, vtimezoneOf, type FeedJob } from './calendar-feed-ics';

const job = (dates: [string, string | null][], values: Partial<FeedJob> = {}): FeedJob => ({
  id: 7,
  title: 'Frühdienst',
  state: 'external_adv',
  departmentName: 'Kardiologie',
  organisationName: 'Klinikum',
  applicants: 0,
  selectedApplicants: 0,
  updatedAt: new Date('2026-06-01T10:00:00Z'),
  version: 3,
  dates: dates.map(([start, end], index) => ({
    id: index + 1,
    startAt: new Date(start),
    endAt: end === null ? null : new Date(end),
    activities: ['Frühdienst'],
  })),
  ...values,
});
const options = { name: 'Test', publicUrl: 'https://staffing.test', uidDomain: 'staffing.test' };
/** The text with folded lines joined again (RFC 5545 §3.1). */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

describe('renderFeed', () => {
  it('writes Berlin wall-clock times with TZID in summer and in winter, DTSTAMP in UTC', () => {
    const text = unfold(
      renderFeed(
        [
          job([['2026-07-01T04:00:00Z', '2026-07-01T12:00:00Z']]),
          job([['2026-12-01T05:00:00Z', '2026-12-01T13:00:00Z']], { id: 8 }),
        ],
        options,
      ),
    );
    expect(text).toContain('DTSTART;TZID=Europe/Berlin:20260701T060000');
    expect(text).toContain('DTEND;TZID=Europe/Berlin:20260701T140000');
    expect(text).toContain('DTSTART;TZID=Europe/Berlin:20261201T060000');
    expect(text).toContain('DTSTAMP:20260601T100000Z');
    expect(text).toContain('SEQUENCE:3');
    expect(text).toContain('UID:job-7-0@staffing.test');
    expect(text).toContain('SUMMARY:[Offen extern] Frühdienst – Kardiologie');
    expect(text.match(/BEGIN:VTIMEZONE/g)).toHaveLength(1);
    expect(text.indexOf('BEGIN:VTIMEZONE')).toBeLessThan(text.indexOf('BEGIN:VEVENT'));
  });

  it.each([
    // 14:00 CET on 24 Nov; 09:15 CEST on 2 Jul; 00:30 Berlin on 3 Jul is still 2 Jul in UTC.
    ['in winter', '2026-11-24T13:00:00Z', '20261124', '20261125', '14:00'],
    ['in summer', '2026-07-02T07:15:00Z', '20260702', '20260703', '09:15'],
    ['just after Berlin midnight', '2026-07-02T22:30:00Z', '20260703', '20260704', '00:30'],
  ])('writes an open end %s as an all-day event on its Berlin start day', (_name, start, day, nextDay, time) => {
    const text = unfold(renderFeed([job([[start, null]])], options));
    expect(text).toContain(`DTSTART;VALUE=DATE:${day}`);
    expect(text).toContain(`DTEND;VALUE=DATE:${nextDay}`);
    expect(text).toContain('SUMMARY:[Offen extern] Frühdienst – Kardiologie (offenes Ende)');
    expect(text).toContain(`Beginn: ${time} Uhr\\, Ende: offen`);
    expect(text).toContain('UID:job-7-0@staffing.test');
    expect(text).not.toContain('TZID=');
  });

  it('keeps timed events beside an open end and labels only the open one', () => {
    const text = unfold(
      renderFeed(
        [job([['2026-11-24T13:00:00Z', null]]), job([['2026-12-01T05:00:00Z', '2026-12-01T13:00:00Z']], { id: 8 })],
        options,
      ),
    );
    expect(text.match(/offenes Ende/g)).toHaveLength(1);
    expect(text).toContain('DTSTART;TZID=Europe/Berlin:20261201T060000');
    expect(text.match(/BEGIN:VTIMEZONE/g)).toHaveLength(1);
  });

  it('writes an empty calendar without a time zone when there is nothing to show', () => {
    const text = renderFeed([], options);
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).not.toContain('VEVENT');
    expect(text).not.toContain('VTIMEZONE');
  });

  it('asks subscribers to fetch again every 30 minutes, and ends every line with CRLF, the last one too', () => {
    for (const text of [
      renderFeed([], options),
      renderFeed([job([['2026-07-01T04:00:00Z', '2026-07-01T12:00:00Z']])], options),
    ]) {
      const lines = text.split('\r\n');
      expect(lines).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT30M');
      expect(lines).toContain('X-PUBLISHED-TTL:PT30M');
      expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
      expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    }
  });

  it('takes the Europe/Berlin VTIMEZONE from the tz library: CEST from the last Sunday of March, CET from the last Sunday of October', () => {
    const text = unfold(renderFeed([job([['2026-03-29T01:30:00Z', '2026-03-29T05:00:00Z']])], options));
    const zone = text.slice(text.indexOf('BEGIN:VTIMEZONE'), text.indexOf('END:VTIMEZONE'));
    const daylight = zone.slice(zone.indexOf('BEGIN:DAYLIGHT'), zone.indexOf('END:DAYLIGHT'));
    const standard = zone.slice(zone.indexOf('BEGIN:STANDARD'), zone.indexOf('END:STANDARD'));
    expect(zone).toContain('TZID:Europe/Berlin');
    expect(daylight).toContain('TZNAME:CEST');
    expect(daylight).toContain('TZOFFSETFROM:+0100');
    expect(daylight).toContain('TZOFFSETTO:+0200');
    expect(daylight).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU');
    expect(standard).toContain('TZNAME:CET');
    expect(standard).toContain('TZOFFSETTO:+0100');
    expect(standard).toContain('RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU');
    // 01:30 UTC on the switch day is 03:30 CEST; 05:00 UTC is 07:00.
    expect(text).toContain('DTSTART;TZID=Europe/Berlin:20260329T033000');
    expect(text).toContain('DTEND;TZID=Europe/Berlin:20260329T070000');
    expect(text).not.toContain('TIMEZONE-ID');
    expect(vtimezoneOf('Europe/Berlin')).toMatch(/^BEGIN:VTIMEZONE\r\n[\s\S]*END:VTIMEZONE$/);
  });
});
