import type { AgencyJobWire, AppliedJobWire } from '@medstaff/domain';
import { jobFixture } from '../testing/job-fixtures';

/** A released request as an agency sees it. */
export function agencyJobFixture(fields: Partial<AgencyJobWire> = {}): AgencyJobWire {
  const job = jobFixture({ state: 'external_adv', _id: fields._id, title: fields.title });
  return {
    ...job,
    organisation: { _id: 7, name: 'Klinikum Nord', address: 'Hauptstraße 1, 10115, Berlin, Deutschland' },
    applicants: [],
    releasedAt: 0,
    ...fields,
  };
}

export function appliedJobFixture(fields: Partial<AppliedJobWire> = {}): AppliedJobWire {
  return {
    _id: 501,
    state: 'applied',
    applicantName: 'Anna Muster',
    hourlyRate: 42.5,
    createdAt: 0,
    candidate: { _id: 31, firstName: 'Anna', lastName: 'Muster' },
    documents: [{ _id: 1, kind: 'CV', fileName: 'cv.pdf', sizeBytes: 100, url: '/api/documents/1' }],
    job: agencyJobFixture({ _id: 5, title: 'Night shift ICU' }),
    ...fields,
  };
}
