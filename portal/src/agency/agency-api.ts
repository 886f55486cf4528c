import {
  APPLICATION_DOCUMENT_FIELDS,
  type AgencyJobWire,
  type AppliedJobWire,
  type CandidateWire,
  type JobFindResultWire,
  type JobFindWire,
} from '@medstaff/domain';
import type { ApiClient, ApiResult } from '../api/client';

/** What the apply form sends (`POST /job/apply/{jobId}` as multipart/form-data). */
export interface ApplicationPayload {
  candidateId: number;
  applicantName: string;
  hourlyRate: number;
  cv: File;
  licence: File;
  diploma: File;
}

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
  candidates(client: ApiClient): Promise<ApiResult<{ candidates: CandidateWire[] }>> {
    return client.get<{ candidates: CandidateWire[] }>('/agency/candidates');
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
    form.append(APPLICATION_DOCUMENT_FIELDS.CV, payload.cv, payload.cv.name);
    form.append(APPLICATION_DOCUMENT_FIELDS.LICENCE_TO_PRACTISE, payload.licence, payload.licence.name);
    form.append(APPLICATION_DOCUMENT_FIELDS.SPECIALIST_DIPLOMA, payload.diploma, payload.diploma.name);
    return client.upload<AppliedJobWire>(`/job/apply/${encodeURIComponent(String(jobId))}`, form, onProgress);
  },
  appliedJobs(client: ApiClient): Promise<ApiResult<{ applications: AppliedJobWire[] }>> {
    return client.get<{ applications: AppliedJobWire[] }>('/job/applied-jobs');
  },
  withdraw(client: ApiClient, applicationId: number): Promise<ApiResult<unknown>> {
    return client.delete(`/job/apply/remove/${applicationId}`);
  },
};
