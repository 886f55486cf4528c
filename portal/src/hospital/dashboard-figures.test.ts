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
