import { applicant, at, groupedJobs, jobFixture } from '../testing/job-fixtures';
import { dashboardFigures } from './dashboard-figures';

const shift = (day: string) => [
  {
    _id: 1,
    date: { startDate: at(day, '05:30'), endDate: at(day, '19:30'), activity: '' },
    type: 'Neue_Dienstanfrage' as const,
  },
];

test('open shifts this week, waiting for a decision, filled this month', () => {
  const now = new Date(2026, 10, 25, 10, 0); // Wednesday 25/11/2026
  const jobs = groupedJobs({
    offeneShifts: [
      jobFixture({ dates: shift('2026-11-23') }), // Monday of this week
      jobFixture({ dates: shift('2026-11-29') }), // Sunday of this week
      jobFixture({ dates: shift('2026-11-30') }), // next week
    ],
    confirmation: [jobFixture({ dates: shift('2026-11-26'), applicants: [applicant(1, 'Ben')] })],
    externeAnfagen: [
      jobFixture({ dates: shift('2026-11-02'), applicants: [applicant(2, 'Cem', 'selected')] }),
      jobFixture({ dates: shift('2026-12-02'), applicants: [applicant(3, 'Dana', 'selected')] }),
    ],
  });
  expect(dashboardFigures(jobs, now)).toEqual({ openThisWeek: 3, waitingForDecision: 1, filledThisMonth: 1 });
});

test.each([
  ['started last week, still open', '2026-11-16', 1],
  ['starts later this week', '2026-11-28', 1],
  ['starts next week', '2026-11-30', 0],
])('an open-ended period (%s) counts from its start on, never crashing', (_name, day, openThisWeek) => {
  const now = new Date(2026, 10, 25, 10, 0); // Wednesday 25/11/2026
  const openEnded = [
    {
      _id: 1,
      date: { startDate: at(day, '08:00'), endDate: null, activity: '' },
      type: 'vertretungsarzt' as const,
    },
  ];
  const jobs = groupedJobs({
    offeneShifts: [jobFixture({ dateMode: 'SPORADIC', dates: openEnded })],
    externeAnfagen: [
      jobFixture({ dateMode: 'SPORADIC', dates: openEnded, applicants: [applicant(2, 'Cem', 'selected')] }),
    ],
  });
  expect(dashboardFigures(jobs, now)).toEqual({
    openThisWeek,
    waitingForDecision: 0,
    // A selected request whose open period began by the end of this month counts as filled this month.
    filledThisMonth: day < '2026-12-01' ? 1 : 0,
  });
});
