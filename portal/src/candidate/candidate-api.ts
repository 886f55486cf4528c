import type { CandidateAgenciesWire, CandidateInvitationByCodeWire } from '@medstaff/domain';
import type { ApiClient, ApiResult } from '../api/client';

const codePath = (code: string) => `/candidate-invitations/${encodeURIComponent(code)}`;

/** What a person who is (or is asked to be) an agency's candidate sends and reads. */
export const candidateApi = {
  /** Signed in: her open invitations and the agencies she is a candidate of. */
  agencies(client: ApiClient): Promise<ApiResult<CandidateAgenciesWire>> {
    return client.get<CandidateAgenciesWire>('/candidate/agencies');
  },
  accept(client: ApiClient, invitationId: number): Promise<ApiResult<CandidateAgenciesWire>> {
    return client.post<CandidateAgenciesWire>(`/candidate/invitations/${invitationId}/accept`);
  },
  decline(client: ApiClient, invitationId: number): Promise<ApiResult<CandidateAgenciesWire>> {
    return client.post<CandidateAgenciesWire>(`/candidate/invitations/${invitationId}/decline`);
  },
  leave(client: ApiClient, agencyId: number): Promise<ApiResult<CandidateAgenciesWire>> {
    return client.delete<CandidateAgenciesWire>(`/candidate/agencies/${agencyId}`);
  },
  /** The mailed link: no session needed, the code is the key. */
  byCode(client: ApiClient, code: string): Promise<ApiResult<CandidateInvitationByCodeWire>> {
    return client.get<CandidateInvitationByCodeWire>(codePath(code));
  },
  /** Accepts by the link; without an account the password (and names) create one. */
  acceptByCode(
    client: ApiClient,
    code: string,
    account?: { password: string; firstName: string; lastName: string },
  ): Promise<ApiResult<{ email: string }>> {
    return client.post<{ email: string }>(`${codePath(code)}/accept`, account ?? {});
  },
  declineByCode(client: ApiClient, code: string): Promise<ApiResult<unknown>> {
    return client.post(`${codePath(code)}/decline`);
  },
};
