import type { PoolOfferWire } from '@medstaff/domain';
import { jobFixture } from '../testing/job-fixtures';

/** An open offer to the pool as a member sees it, unanswered and without a clash. */
export function poolOfferFixture(
  jobFields: Parameters<typeof jobFixture>[0] = {},
  fields: Partial<PoolOfferWire> = {},
): PoolOfferWire {
  const { _id, title, desc, kind, dates, skills, state, organisation, orig_dept } = jobFixture(jobFields);
  return {
    job: { _id, title, desc, kind, dates, skills, state, organisation, orig_dept },
    answer: null,
    releaseAt: null,
    workingTimeClash: null,
    ...fields,
  };
}

/** A shift the member took from the pool. */
export function takenShiftFixture(jobFields: Parameters<typeof jobFixture>[0] = {}): PoolOfferWire {
  return poolOfferFixture({ ...jobFields, state: 'internal_fill' }, { answer: 'accepted' });
}
