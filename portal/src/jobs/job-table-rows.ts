import { firstJobDate, type JobApplicantWire, type JobWire } from '@medstaff/domain';

export type JobSortKey = 'title' | 'date';
export type SortDirection = 'asc' | 'desc';

/** The spec's placeholders for missing names, verbatim. */
export const MISSING_ORGANISATION = 'Org name(miss data)';
export const MISSING_DEPARTMENT = 'Depatment name (miss data)';
/** The row summary shows this many applicants. */
export const APPLICANTS_IN_SUMMARY = 3;

export function sortJobs(jobs: readonly JobWire[], by: JobSortKey, direction: SortDirection): JobWire[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...jobs].sort((a, b) => {
    if (by === 'title') return sign * a.title.localeCompare(b.title) || a._id - b._id;
    const first = firstJobDate(a) ?? Number.POSITIVE_INFINITY;
    const second = firstJobDate(b) ?? Number.POSITIVE_INFINITY;
    return sign * (first === second ? 0 : first < second ? -1 : 1) || a._id - b._id;
  });
}

/** Whether a request runs with an open end (its SPORADIC period has no end). */
export function hasOpenEnd(job: Pick<JobWire, 'dates'>): boolean {
  return job.dates.some((date) => date.date.endDate === null);
}

export function applicantName(applicant: JobApplicantWire): string {
  return `${applicant.user.firstName} ${applicant.user.lastName}`.trim();
}

/** "Anna A., Ben B., Cem C. +2": the first three applicants and how many more. */
export function applicantSummary(applicants: readonly JobApplicantWire[]): { names: string[]; more: number } {
  return {
    names: applicants.slice(0, APPLICANTS_IN_SUMMARY).map(applicantName),
    more: Math.max(0, applicants.length - APPLICANTS_IN_SUMMARY),
  };
}

export const organisationName = (job: JobWire) => job.organisation?.name || MISSING_ORGANISATION;
export const departmentName = (job: JobWire) => job.orig_dept?.name || job.field || MISSING_DEPARTMENT;
