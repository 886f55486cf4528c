import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../testing/render-app';
import { signedInAs } from '../testing/signed-in';
import { agencyJobFixture, appliedJobFixture } from './agency-fixtures';

describe('Applied Jobs', () => {
  test('lists the applications with state, candidate, rate and documents', async () => {
    signedInAs('AGENCY', {
      'GET /job/applied-jobs': { body: { applications: [appliedJobFixture({ state: 'selected' })] } },
    });
    renderApp('/de/agency/applied-jobs');

    expect(await screen.findByText('Night shift ICU')).toBeInTheDocument();
    expect(screen.getByText('ausgewählt')).toBeInTheDocument();
    expect(screen.getByText(/Anna Muster, 42,50\s€ pro Stunde/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'cv.pdf herunterladen' })).toHaveTextContent('Lebenslauf');
    expect(screen.queryByRole('button', { name: 'Zurückziehen' })).not.toBeInTheDocument();
  });

  test('shows the request’s state beside the application’s, the hospital’s city, and highlights a selection', async () => {
    signedInAs('AGENCY', {
      'GET /job/applied-jobs': {
        body: {
          applications: [
            appliedJobFixture({
              _id: 501,
              state: 'selected',
              job: agencyJobFixture({ _id: 5, title: 'Night shift ICU', state: 'external_fill' }),
            }),
            appliedJobFixture({
              _id: 502,
              job: agencyJobFixture({ _id: 6, title: 'Day shift', state: 'external_adv' }),
            }),
            appliedJobFixture({
              _id: 503,
              job: agencyJobFixture({ _id: 7, title: 'Weekend cover', state: 'internal_adv' }),
            }),
          ],
        },
      },
    });
    renderApp('/en/agency/applied-jobs');

    const [filled, open, recalled] = await screen.findAllByRole('listitem');
    expect(within(filled).getByText('selected')).toBeInTheDocument();
    expect(within(filled).getByText('Shift: filled')).toBeInTheDocument();
    expect(within(filled).getByText('Klinikum Nord, Berlin')).toBeInTheDocument();
    expect(filled).toHaveAttribute('data-selected', 'true');
    expect(within(open).getByText('Shift: open')).toBeInTheDocument();
    expect(open).not.toHaveAttribute('data-selected');
    expect(within(recalled).getByText('Shift: back with the hospital’s pool')).toBeInTheDocument();
    expect(within(recalled).getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
  });

  test('a document is fetched with the session cookie and saved under its name', async () => {
    const { api } = signedInAs('AGENCY', {
      'GET /job/applied-jobs': { body: { applications: [appliedJobFixture()] } },
      'GET /documents/1': { body: '%PDF-1.7' },
    });
    const createObjectURL = jest.fn(() => 'blob:cv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderApp('/en/agency/applied-jobs');

    await user.click(await screen.findByRole('button', { name: 'Download cv.pdf' }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.requestsTo('GET /documents/1')[0].headers.authorization).toBeUndefined();
    expect(createObjectURL).toHaveBeenCalled();
    click.mockRestore();
  });

  test('an application is withdrawn through the delete dialog and the list reloads', async () => {
    let applications = [appliedJobFixture()];
    const { api } = signedInAs('AGENCY', {
      'GET /job/applied-jobs': () => ({ body: { applications } }),
      'DELETE /job/apply/remove/501': () => {
        applications = [appliedJobFixture({ state: 'withdrawn' })];
        return { status: 204 };
      },
    });
    const { user } = renderApp('/en/agency/applied-jobs');

    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure to delete?' });
    expect(within(dialog).getByText('You are deleting Anna Muster – Night shift ICU')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('withdrawn')).toBeInTheDocument();
    await waitFor(() => expect(api.requestsTo('GET /job/applied-jobs')).toHaveLength(2));
    expect(api.requestsTo('DELETE /job/apply/remove/501')).toHaveLength(1);
  });
});
