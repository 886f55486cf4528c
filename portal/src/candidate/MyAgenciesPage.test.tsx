import { screen, within } from '@testing-library/react';
import type { CandidateAgenciesWire } from '@medstaff/domain';
import { renderApp } from '../testing/render-app';
import { signedInAs } from '../testing/signed-in';

const invitationFrom = (id: number, agency: string) => ({
  _id: id,
  agency: { _id: id * 10, name: agency },
  state: 'pending' as const,
  createdAt: Date.UTC(2026, 10, 20, 9),
  expiresAt: Date.UTC(2026, 10, 27, 9),
});

const answer = (body: CandidateAgenciesWire) => ({ body });

describe('My agencies (a candidate’s consent)', () => {
  test.each([
    [
      'en',
      'My agencies',
      'Invitations',
      'Your agencies',
      'Open until 27/11/2026',
      'Accept the invitation of CareConnect',
    ],
    [
      'de',
      'Meine Agenturen',
      'Einladungen',
      'Ihre Agenturen',
      'Offen bis 27/11/2026',
      'Einladung von CareConnect annehmen',
    ],
  ])(
    '/%s shows the open invitations and her agencies',
    async (language, title, invitations, agencies, until, accept) => {
      signedInAs('USER', {
        'GET /candidate/agencies': answer({
          invitations: [invitationFrom(7, 'CareConnect')],
          agencies: [{ _id: 3, name: 'MediPlus' }],
        }),
      });
      renderApp(`/${language}/shifts/agencies`);

      expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
      const open = await screen.findByRole('list', { name: invitations });
      expect(within(open).getByText('CareConnect')).toBeInTheDocument();
      expect(within(open).getByText(until)).toBeInTheDocument();
      expect(within(open).getByRole('button', { name: accept })).toBeEnabled();
      const mine = screen.getByRole('list', { name: agencies });
      expect(within(mine).getByText('MediPlus')).toBeInTheDocument();
    },
  );

  test('accepting moves the agency to her agencies', async () => {
    const { api } = signedInAs('USER', {
      'GET /candidate/agencies': answer({ invitations: [invitationFrom(7, 'CareConnect')], agencies: [] }),
      'POST /candidate/invitations/7/accept': answer({ invitations: [], agencies: [{ _id: 70, name: 'CareConnect' }] }),
    });
    const { user } = renderApp('/en/shifts/agencies');

    await user.click(await screen.findByRole('button', { name: 'Accept the invitation of CareConnect' }));
    expect(await screen.findByText('You are now a candidate of CareConnect.')).toBeInTheDocument();
    expect(api.requestsTo('POST /candidate/invitations/7/accept')).toHaveLength(1);
    expect(screen.getByText('No open invitations.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Your agencies' })).getByText('CareConnect')).toBeInTheDocument();
  });

  test('declining and leaving', async () => {
    const { api } = signedInAs('USER', {
      'GET /candidate/agencies': answer({
        invitations: [invitationFrom(7, 'CareConnect')],
        agencies: [{ _id: 3, name: 'MediPlus' }],
      }),
      'POST /candidate/invitations/7/decline': answer({ invitations: [], agencies: [{ _id: 3, name: 'MediPlus' }] }),
      'DELETE /candidate/agencies/3': answer({ invitations: [], agencies: [] }),
    });
    const { user } = renderApp('/de/shifts/agencies');

    await user.click(await screen.findByRole('button', { name: 'Einladung von CareConnect ablehnen' }));
    expect(await screen.findByText('Sie haben die Einladung von CareConnect abgelehnt.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'MediPlus verlassen' }));
    expect(
      await screen.findByText('Sie haben MediPlus verlassen: Die Agentur kann sich nicht mehr mit Ihnen bewerben.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Sie sind bei keiner Agentur Kandidat:in.')).toBeInTheDocument();
    expect(api.requestsTo('DELETE /candidate/agencies/3')).toHaveLength(1);
  });

  test('an invitation answered meanwhile shows the server’s refusal and the fresh list', async () => {
    signedInAs('USER', {
      'GET /candidate/agencies': answer({ invitations: [invitationFrom(7, 'CareConnect')], agencies: [] }),
      'POST /candidate/invitations/7/accept': {
        status: 409,
        body: {
          statusCode: 409,
          code: 'INVITATION_NOT_OPEN',
          message: 'This invitation has already been answered or has expired.',
          error: 'Conflict',
        },
      },
    });
    const { user } = renderApp('/en/shifts/agencies');

    await user.click(await screen.findByRole('button', { name: 'Accept the invitation of CareConnect' }));
    expect(await screen.findByText('This invitation has already been answered or has expired.')).toBeInTheDocument();
  });
});
