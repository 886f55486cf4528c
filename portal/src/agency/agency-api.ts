import {
  APPLICATION_DOCUMENT_FIELDS,
  type AgencyJobWire,
  type AgencyPermit,
  type CandidateInviteWire,
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
  findJobs(client: ApiClient, query: JobFindWire) {
    if (!hasFilter(query)) return client.call((api) => api.GET('/api/job'));
    return client.call((api) => api.POST('/api/job/find', { body: query }));
  },
  /** The permit for temporary agency work of the caller's agency (`GET /agency/permit`; null fields while none). */
  permit(client: ApiClient) {
    return client.call((api) => api.GET('/api/agency/permit'));
  },
  /** Sets the agency's permit (`PUT /agencies/{id}/permit`), checked by the domain's `agencyPermitProblems`. */
  savePermit(client: ApiClient, agencyId: number, permit: AgencyPermit) {
    return client.call((api) =>
      api.PUT('/api/agencies/{id}/permit', {
        params: { path: { id: agencyId } },
        body: { authority: permit.authority, issuedOn: permit.issuedOn },
      }),
    );
  },
  /** `GET /job/{id}` answers per audience (`JobAnswerWire`): to an agency, `AgencyJobWire`. */
  job(client: ApiClient, id: number | string) {
    return client.call((api) => api.GET('/api/job/{id}', { params: { path: { id: Number(id) } } })) as Promise<
      ApiResult<AgencyJobWire>
    >;
  },
  /**
   * The agency's candidates (who accepted its invitation; with `jobId` each says whether it clashes
   * with or already applied to that request) and its invitations not accepted.
   */
  candidates(client: ApiClient, jobId?: number | string) {
    return client.call((api) =>
      api.GET('/api/agency/candidates', {
        params: { query: jobId === undefined ? undefined : { jobId: Number(jobId) } },
      }),
    );
  },
  /** Invites a person by email to become the agency's candidate (she accepts or declines). */
  inviteCandidate(client: ApiClient, invite: CandidateInviteWire) {
    return client.call((api) => api.POST('/api/agency/candidates', { body: invite }));
  },
  apply(
    client: ApiClient,
    jobId: number | string,
    payload: ApplicationPayload,
    onProgress?: (fraction: number) => void,
  ) {
    const form = new FormData();
    form.append('candidateId', String(payload.candidateId));
    form.append('applicantName', payload.applicantName);
    form.append('hourlyRate', String(payload.hourlyRate));
    appendFile(form, APPLICATION_DOCUMENT_FIELDS.CV, payload.cv);
    appendFile(form, APPLICATION_DOCUMENT_FIELDS.LICENCE_TO_PRACTISE, payload.licence);
    appendFile(form, APPLICATION_DOCUMENT_FIELDS.SPECIALIST_DIPLOMA, payload.diploma);
    return client.upload('/api/job/apply/{jobId}', { jobId }, form, onProgress);
  },
  appliedJobs(client: ApiClient) {
    return client.call((api) => api.GET('/api/job/applied-jobs'));
  },
  withdraw(client: ApiClient, applicationId: number) {
    return client.call((api) => api.DELETE('/api/job/apply/remove/{id}', { params: { path: { id: applicationId } } }));
  },
};
