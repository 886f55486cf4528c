import type { ApiSchema } from '@medstaff/domain';
import type { ApiClient } from '../api/client';

const codePath = (code: string) => ({ params: { path: { code } } });

/** What a person who is (or is asked to be) an agency's candidate sends and reads. */
export const candidateApi = {
  /** Signed in: her open invitations and the agencies she is a candidate of. */
  agencies(client: ApiClient) {
    return client.call((api) => api.GET('/api/candidate/agencies'));
  },
  accept(client: ApiClient, invitationId: number) {
    return client.call((api) =>
      api.POST('/api/candidate/invitations/{id}/accept', { params: { path: { id: invitationId } } }),
    );
  },
  decline(client: ApiClient, invitationId: number) {
    return client.call((api) =>
      api.POST('/api/candidate/invitations/{id}/decline', { params: { path: { id: invitationId } } }),
    );
  },
  leave(client: ApiClient, agencyId: number) {
    return client.call((api) => api.DELETE('/api/candidate/agencies/{id}', { params: { path: { id: agencyId } } }));
  },
  /** The mailed link: no session needed, the code is the key. */
  byCode(client: ApiClient, code: string) {
    return client.call((api) => api.GET('/api/candidate-invitations/{code}', codePath(code)));
  },
  /** Accepts by the link; without an account the password (and names) create one. */
  acceptByCode(client: ApiClient, code: string, account?: ApiSchema<'AcceptCandidateInvitationDto'>) {
    return client.call((api) =>
      api.POST('/api/candidate-invitations/{code}/accept', { ...codePath(code), body: account ?? {} }),
    );
  },
  declineByCode(client: ApiClient, code: string) {
    return client.call((api) => api.POST('/api/candidate-invitations/{code}/decline', codePath(code)));
  },
};
