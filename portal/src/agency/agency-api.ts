import {
  APPLICATION_DOCUMENT_FIELDS,
  type AgencyJobWire,
  type AppliedJobWire,
  type CandidateInvitationWire,
  type CandidateInviteWire,
  type CandidatesWire,
  type JobFindResultWire,
  type JobFindWire,
} from '@medstaff/domain';
import type { ApiClient, ApiResult } from '../api/client';

/** What the apply form sends (`POST /job/apply/{jobId}` as multipart/form-data). */
export interface ApplicationPayload {
  candidateId: number;
  applicantName: string;
  hourlyRate: number;
  /** Each file may be left out when the candidate has a document of its kind on file (it is reused). */
  cv?: File;
  licence?: File;
  diploma?: File;
}

const appendFile = (form: FormData, field: string, file: File | undefined) => {
  if (file) form.append(field, file, file.name);
};

const hasFilter = (query: JobFindWire) =>
  Object.entries(query).some(
    ([key, value]) => key !== 'pageSize' && value !== undefined && !(key === 'page' && value === 1),
  );

/** The agency side's only knowledge of the marketplace routes of the API. */
export const agencyApi = {
  /** The released requests: `GET /job` for the first page without a filter, else `POST /job/find`. */
  findJobs(client: ApiClient, query: JobFindWire): Promise<ApiResult<JobFindResultWire>> {
    if (!hasFilter(query)) return client.get<JobFindResultWire>('/job');
    return client.post<JobFindResultWire>('/job/find', query);
  },
  job(client: ApiClient, id: number | string): Promise<ApiResult<AgencyJobWire>> {
    return client.get<AgencyJobWire>(`/job/${encodeURIComponent(String(id))}`);
  },
  /**
   * The agency's candidates (who accepted its invitation; with `jobId` each says whether it clashes
   * with or already applied to that request) and its invitations not accepted.
   */
  candidates(client: ApiClient, jobId?: number | string): Promise<ApiResult<CandidatesWire>> {
    return client.get<CandidatesWire>('/agency/candidates', jobId === undefined ? undefined : { jobId: String(jobId) });
  },
  /** Invites a person by email to become the agency's candidate (she accepts or declines). */
  inviteCandidate(client: ApiClient, invite: CandidateInviteWire): Promise<ApiResult<CandidateInvitationWire>> {
    return client.post<CandidateInvitationWire>('/agency/candidates', invite);
  },
  apply(
    client: ApiClient,
    jobId: number | string,
    payload: ApplicationPayload,
    onProgress?: (fraction: number) => void,
  ): Promise<ApiResult<AppliedJobWire>> {
    const form = new FormData();
    form.append('candidateId', String(payload.candidateId));
    form.append('applicantName', payload.applicantName);
    form.append('hourlyRate', String(payload.hourlyRate));
    appendFile(form, APPLICATION_DOCUMENT_FIELDS.CV, payload.cv);
    appendFile(form, APPLICATION_DOCUMENT_FIELDS.LICENCE_TO_PRACTISE, payload.licence);
    appendFile(form, APPLICATION_DOCUMENT_FIELDS.SPECIALIST_DIPLOMA, payload.diploma);
    return client.upload<AppliedJobWire>(`/job/apply/${encodeURIComponent(String(jobId))}`, form, onProgress);
  },
  appliedJobs(client: ApiClient): Promise<ApiResult<{ applications: AppliedJobWire[] }>> {
    return client.get<{ applications: AppliedJobWire[] }>('/job/applied-jobs');
  },
  withdraw(client: ApiClient, applicationId: number): Promise<ApiResult<unknown>> {
    return client.delete(`/job/apply/remove/${applicationId}`);
  },
};
