import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MY_ORGANISATIONS } from '../testing/job-fixtures';
import type { MockHandler } from '../testing/mock-api';
import { fieldByLabel } from '../testing/queries';
import { renderApp } from '../testing/render-app';
import { signedInAs } from '../testing/signed-in';

const settings = { _id: 7, name: 'Klinikum Nord', defaultTimeLimitHours: 24 };

function setUp(extra: Record<string, MockHandler> = {}, organisations: object[] = MY_ORGANISATIONS) {
  return signedInAs('ORG_ADMIN', {
    'GET /organisations/mine': { body: { organisations } },
    'GET /calendar-feeds': { body: { feeds: [] } },
    'GET /organisations/7/settings': { body: settings },
    ...extra,
  });
}

const LABEL = 'Default time limit (hours) – Klinikum Nord';

describe('settings: the internal pool', () => {
  test('loads the default time limit, checks it inline and saves it', async () => {
    const { api } = setUp({
      'PATCH /organisations/7/settings': (request) => ({
        body: { ...settings, ...(request.body as object) },
      }),
    });
    const { user } = renderApp('/en/hospital/settings');

    expect(await screen.findByRole('heading', { name: 'Internal pool' })).toBeInTheDocument();
    const field = await waitFor(() => fieldByLabel(LABEL));
    expect(field).toHaveValue(24);
    expect(screen.getByText(/0: requests stay with the pool until released by hand/)).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '721');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter between 0 and 720 hours.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo('PATCH /organisations/7/settings')).toHaveLength(0);

    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a number of hours.')).toBeInTheDocument();

    await user.type(field, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(api.requestsTo('PATCH /organisations/7/settings')[0].body).toEqual({ defaultTimeLimitHours: 0 });
    expect(field).toHaveValue(0);
  });

  test.each([
    [400, 'VALIDATION_FAILED', 'defaultTimeLimitHours must not be greater than 720'],
    [403, 'FORBIDDEN', 'You may not change this organisation.'],
  ])('a refused save (%s) shows the API’s message', async (status, code, message) => {
    setUp({ 'PATCH /organisations/7/settings': { status, body: { statusCode: status, code, message } } });
    const { user } = renderApp('/en/hospital/settings');

    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
  });

  test('members who cannot manage the organisation read the setting', async () => {
    setUp({}, [{ ...MY_ORGANISATIONS[0], canManageJobs: false }]);
    renderApp('/en/hospital/settings');

    expect(
      await screen.findByText(
        'Klinikum Nord: requests stay with the internal pool for 24 h before they go to agencies.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  test('in German', async () => {
    setUp({ 'PATCH /organisations/7/settings': { body: { ...settings, defaultTimeLimitHours: 48 } } });
    const { user } = renderApp('/de/hospital/settings');

    expect(await screen.findByRole('heading', { name: 'Interner Pool' })).toBeInTheDocument();
    const field = await waitFor(() => fieldByLabel('Standard-Zeitlimit (Stunden) – Klinikum Nord'));
    expect(screen.getByText(/0: Anfragen bleiben beim Pool, bis sie von Hand freigegeben werden/)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '800');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Bitte zwischen 0 und 720 Stunden eingeben.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '48');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Gespeichert.')).toBeInTheDocument();
  });
});

describe('settings: the leasing contracts’ texts', () => {
  const WORKING = 'Essential working conditions of comparable staff (§12 AÜG)';
  const CANCELLATION = 'Cancellation terms';

  test('loads both texts, says where they appear and saves them with the time limit', async () => {
    const { api } = setUp({
      'GET /organisations/7/settings': {
        body: { ...settings, workingConditions: 'TVöD-K, 38,5 Stunden', cancellationTerms: null },
      },
      'PATCH /organisations/7/settings': (request) => ({ body: { ...settings, ...(request.body as object) } }),
    });
    const { user } = renderApp('/en/hospital/settings');

    expect(await screen.findByRole('heading', { name: 'Leasing contracts' })).toBeInTheDocument();
    expect(
      screen.getByText('Both texts appear in every leasing contract (§12 AÜG) of your requests.'),
    ).toBeInTheDocument();
    const working = await waitFor(() => fieldByLabel(WORKING));
    expect(working).toHaveValue('TVöD-K, 38,5 Stunden');
    expect(working.tagName).toBe('TEXTAREA');
    const cancellation = fieldByLabel(CANCELLATION);
    expect(cancellation).toHaveValue('');

    await user.clear(working);
    await user.type(cancellation, 'Free of charge until 72 hours before the shift.');
    await user.click(screen.getByRole('button', { name: 'Save contract texts' }));

    expect(await screen.findByText('The contract texts are saved.')).toBeInTheDocument();
    expect(api.requestsTo('PATCH /organisations/7/settings')[0].body).toEqual({
      defaultTimeLimitHours: 24,
      workingConditions: null,
      cancellationTerms: 'Free of charge until 72 hours before the shift.',
    });
  });

  test('a text over 5000 characters is refused inline, without a call', async () => {
    const { api } = setUp();
    const { user } = renderApp('/en/hospital/settings');
    const working = await waitFor(() => fieldByLabel(WORKING));
    fireEvent.change(working, { target: { value: 'x'.repeat(5001) } });
    await user.click(screen.getByRole('button', { name: 'Save contract texts' }));

    expect(await screen.findByText('At most 5000 characters.')).toBeInTheDocument();
    expect(working).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo('PATCH /organisations/7/settings')).toHaveLength(0);
  });

  test('a refused save shows the API’s message', async () => {
    const message =
      'Working conditions and cancellation terms are text of at most 5,000 characters (or null to clear).';
    setUp({
      'PATCH /organisations/7/settings': {
        status: 400,
        body: { statusCode: 400, code: 'VALIDATION_FAILED', message },
      },
    });
    const { user } = renderApp('/en/hospital/settings');
    await user.click(await screen.findByRole('button', { name: 'Save contract texts' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('The contract texts are saved.')).not.toBeInTheDocument();
  });

  test('in German', async () => {
    setUp();
    renderApp('/de/hospital/settings');
    expect(await screen.findByRole('heading', { name: 'Überlassungsverträge' })).toBeInTheDocument();
    await waitFor(() => fieldByLabel('Wesentliche Arbeitsbedingungen vergleichbarer Beschäftigter (§12 AÜG)'));
    expect(fieldByLabel('Stornobedingungen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vertragstexte speichern' })).toBeInTheDocument();
  });
});
