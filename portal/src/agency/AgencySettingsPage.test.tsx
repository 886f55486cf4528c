import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fieldByLabel } from '../testing/queries';
import { renderApp } from '../testing/render-app';
import { signedInAs } from '../testing/signed-in';

const NO_PERMIT = { agencyId: 9, authority: null, issuedOn: null };
const AUTHORITY = 'Issuing authority';
const ISSUED_ON = 'Date issued';

describe('agency settings: the permit for temporary agency work', () => {
  test('the menu leads there; a missing permit is said, checked by the domain rule, and saved', async () => {
    const { api } = signedInAs('AGENCY', {
      'GET /agency/permit': { body: NO_PERMIT },
      'PUT /agencies/9/permit': (request) => ({ body: { agencyId: 9, ...(request.body as object) } }),
    });
    const { user, router } = renderApp('/en/agency/settings');

    expect(
      await screen.findByRole('heading', { name: 'Permit for temporary agency work (§1 AÜG)' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No permit entered yet.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/agency/settings');

    await user.click(screen.getByRole('button', { name: 'Save permit' }));
    expect(
      await screen.findByText('Enter the authority that granted the permit for temporary agency work (§1 AÜG).'),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter the day the permit was granted.')).toBeInTheDocument();
    expect(fieldByLabel(AUTHORITY)).toHaveFocus();

    fireEvent.change(fieldByLabel(AUTHORITY), { target: { value: '  Regionaldirektion Nord ' } });
    fireEvent.change(fieldByLabel(ISSUED_ON), { target: { value: '2999-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Save permit' }));
    expect(await screen.findByText('The day the permit was granted cannot lie in the future.')).toBeInTheDocument();
    expect(api.requestsTo('PUT /agencies/9/permit')).toHaveLength(0);

    fireEvent.change(fieldByLabel(ISSUED_ON), { target: { value: '2021-09-15' } });
    await user.click(screen.getByRole('button', { name: 'Save permit' }));
    expect(await screen.findByText('The permit is saved.')).toBeInTheDocument();
    expect(api.requestsTo('PUT /agencies/9/permit')[0].body).toEqual({
      authority: 'Regionaldirektion Nord',
      issuedOn: '2021-09-15',
    });
    // Invalidated: the permit is asked again after the save.
    await waitFor(() => expect(api.requestsTo('GET /agency/permit').length).toBeGreaterThan(1));
  });

  test('shows the saved permit', async () => {
    signedInAs('AGENCY', {
      'GET /agency/permit': { body: { agencyId: 9, authority: 'Regionaldirektion Bayern', issuedOn: '2018-05-02' } },
    });
    renderApp('/en/agency/settings');
    await waitFor(() => expect(fieldByLabel(AUTHORITY)).toHaveValue('Regionaldirektion Bayern'));
    expect(fieldByLabel(ISSUED_ON)).toHaveValue('2018-05-02');
    expect(screen.queryByText('No permit entered yet.')).not.toBeInTheDocument();
  });

  test('a refused save shows the API’s message', async () => {
    const message = 'The day the permit was granted cannot lie in the future.';
    signedInAs('AGENCY', {
      'GET /agency/permit': { body: { agencyId: 9, authority: 'BA', issuedOn: '2020-01-01' } },
      'PUT /agencies/9/permit': {
        status: 400,
        body: { statusCode: 400, code: 'VALIDATION_FAILED', message: [message] },
      },
    });
    const { user } = renderApp('/en/agency/settings');
    await waitFor(() => expect(fieldByLabel(AUTHORITY)).toHaveValue('BA'));
    await user.click(screen.getByRole('button', { name: 'Save permit' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('The permit is saved.')).not.toBeInTheDocument();
  });

  test('in German', async () => {
    signedInAs('AGENCY', { 'GET /agency/permit': { body: NO_PERMIT } });
    const { user } = renderApp('/de/agency/settings');
    expect(
      await screen.findByRole('heading', { name: 'Erlaubnis zur Arbeitnehmerüberlassung (§1 AÜG)' }),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Erlaubnis speichern' }));
    expect(
      await screen.findByText(
        'Geben Sie die Behörde an, die die Erlaubnis zur Arbeitnehmerüberlassung (§1 AÜG) erteilt hat.',
      ),
    ).toBeInTheDocument();
    expect(fieldByLabel('Erteilende Behörde')).toBeInTheDocument();
  });
});
