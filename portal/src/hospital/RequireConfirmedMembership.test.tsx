import { screen, waitFor } from '@testing-library/react';
import { MY_ORGANISATIONS } from '../testing/job-fixtures';
import { renderApp } from '../testing/render-app';
import { signedInAs } from '../testing/signed-in';

describe('a member whose membership is not confirmed', () => {
  test.each([['/en/hospital'], ['/en/organisations/calendar'], ['/en/organisations/jobUpload']])(
    'sees the waiting page on %s and none of the organisation’s data',
    async (path) => {
      const { api } = signedInAs('ORG_ADMIN', {
        'GET /organisations/mine': { body: { organisations: [{ ...MY_ORGANISATIONS[0], confirmed: false }] } },
      });
      renderApp(path);

      expect(await screen.findByRole('heading', { level: 1, name: 'Waiting for confirmation' })).toBeInTheDocument();
      expect(screen.getByText(/Your membership of Klinikum Nord has not been confirmed yet/)).toBeInTheDocument();
      expect(api.requestsTo('GET /organisations/jobs')).toHaveLength(0);
      expect(api.requestsTo('GET /organisations/calendar')).toHaveLength(0);
      expect(api.requests.some((request) => request.path.startsWith('/job'))).toBe(false);
    },
  );

  test('in German, without any organisation', async () => {
    signedInAs('ORG_SUB', { 'GET /organisations/mine': { body: { organisations: [] } } });
    renderApp('/de/hospital');
    expect(await screen.findByRole('heading', { level: 1, name: 'Warten auf Bestätigung' })).toBeInTheDocument();
    expect(screen.getByText(/gehört noch zu keiner bestätigten Organisation/)).toBeInTheDocument();
  });

  test('a department user (a confirmed member of their departments) reaches the dashboard', async () => {
    const { api } = signedInAs('ORG_SUB', {
      'GET /organisations/mine': {
        body: {
          organisations: [],
          departments: [{ _id: 71, name: 'ITS', organisation: { _id: 7, name: 'Klinikum Nord' } }],
        },
      },
      'GET /organisations/jobs': { body: { offeneShifts: [], confirmation: [], externeAnfagen: [] } },
      'GET /organisations/calendar': { body: { from: 0, to: 1, jobs: [], truncated: false } },
    });
    renderApp('/en/hospital');
    expect(await screen.findByLabelText('Open shifts this week: 0')).toBeInTheDocument();
    await waitFor(() => expect(api.requestsTo('GET /organisations/calendar')).toHaveLength(1));
    expect(screen.queryByText('Waiting for confirmation')).not.toBeInTheDocument();
  });

  test('a failed check offers to try again', async () => {
    signedInAs('ORG_ADMIN', {
      'GET /organisations/mine': { status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Boom' } },
    });
    renderApp('/en/hospital');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
