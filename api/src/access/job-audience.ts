import { DomainError } from '../platform/common/domain-error';

/** The request's hospital: a confirmed admin of its organisation or a user of its department. */
export interface HospitalAudience {
  kind: 'hospital';
}
/** The platform's administrators (support). */
export interface OperatorAudience {
  kind: 'operator';
}
/** The agencies the caller works for. */
export interface AgencyAudience {
  kind: 'agency';
  agencyIds: readonly number[];
}
/** A member of the department's internal pool. */
export interface PoolAudience {
  kind: 'pool';
}

/**
 * Who a request's answer is built for, decided once by the access policy together with the reach
 * (`AccessService.requireAccess`), and mapped once per audience (`toJobAnswer` in jobs/job.mapper.ts):
 * - `hospital` and `operator`: the whole request with every open applicant;
 * - `agency`: only the caller's agencies' own applications as applicants, never another's (no count);
 * - `pool`: the shift itself, never an applicant nor the hospital's internal fields.
 */
export type JobAudience = HospitalAudience | OperatorAudience | AgencyAudience | PoolAudience;

export const HOSPITAL_AUDIENCE: HospitalAudience = { kind: 'hospital' };
export const OPERATOR_AUDIENCE: OperatorAudience = { kind: 'operator' };
export const POOL_AUDIENCE: PoolAudience = { kind: 'pool' };
export const agencyAudience = (agencyIds: readonly number[]): AgencyAudience => ({ kind: 'agency', agencyIds });

/** The agencies an agency audience answers for (none for any other audience). */
export const agencyIdsOf = (audience: JobAudience): number[] =>
  audience.kind === 'agency' ? [...audience.agencyIds] : [];

/** The audience of a hospital-side permission's answer (its roles are the hospital's and the operators'). */
export function hospitalSide(audience: JobAudience): HospitalAudience | OperatorAudience {
  if (audience.kind === 'hospital' || audience.kind === 'operator') return audience;
  throw new DomainError('FORBIDDEN', 'access.forbidden');
}
