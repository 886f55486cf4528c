import { screen, waitFor, within } from '@testing-library/react';
import type { PoolOfferWire } from '@medstaff/domain';
import { at } from '../testing/job-fixtures';
import type { MockResponse } from '../testing/mock-api';
import { renderApp } from '../testing/render-app';
import { signedInAs } from '../testing/signed-in';
import { poolOfferFixture, takenShiftFixture } from './pool-fixtures';

const MINUTE = 60_000;
/** Rounded up to the minute: 3 h 20 min from now. */
const inThreeHoursTwenty = () => Date.now() + 200 * MINUTE - 30_000;

const nightShift = (fields: Partial<PoolOfferWire> = {}) =>
  poolOfferFixture(
    {
      _id: 5,
      title: 'Night shift ICU',
      skills: ['Beatmung', 'ZVK'],
      dates: [
        {
          _id: 51,
          date: { startDate: at('2026-11-24', '20:00'), endDate: at('2026-11-25', '06:30'), activity: '' },
          type: 'Neue_Dienstanfrage',
        },
        {
          _id: 52,
          date: { startDate: at('2026-11-26', '07:00'), endDate: at('2026-11-26', '15:00'), activity: '' },
          type: 'Neue_Dienstanfrage',
        },
      ],
    },
    { releaseAt: inThreeHoursTwenty(), ...fields },
  );

const offersAnswer = (offers: PoolOfferWire[]): MockResponse => ({ body: { offers } });

const conflict = (code: string, message: string): MockResponse => ({
  status: 409,
  body: { statusCode: 409, code, message, error: 'Conflict' },
});

describe('My shifts (internal pool)', () => {
  test('shows the open offers and the accepted shifts in their own sections', async () => {
    signedInAs('USER', {
      'GET /job/offers': offersAnswer([
        nightShift(),
        poolOfferFixture(
          {
            _id: 6,
            title: 'Weekend cover',
            orig_dept: { _id: 72, name: 'Chirurgie' },
            dates: [
              {
                _id: 61,
                date: { startDate: at('2026-11-28', '08:00'), endDate: null, activity: '' },
                type: 'Neue_Dienstanfrage',
              },
            ],
          },
          { answer: 'declined' },
        ),
        takenShiftFixture({ _id: 7, title: 'Early shift' }),
      ]),
    });
    renderApp('/en/shifts');

    const open = await screen.findByRole('list', { name: 'Open offers' });
    const night = within(open).getByText('Night shift ICU').closest('li') as HTMLElement;
    expect(within(night).getByText('Klinikum Nord · Intensivstation')).toBeInTheDocument();
    expect(within(night).getByText('24/11/2026 20:00 – 25/11/2026 06:30')).toBeInTheDocument();
    expect(within(night).getByText('26/11/2026, 07:00–15:00')).toBeInTheDocument();
    expect(within(night).getByText('Beatmung')).toBeInTheDocument();
    expect(within(night).getByText('Goes to agencies in 3 h 20 min')).toBeInTheDocument();
    expect(within(night).getByRole('button', { name: 'Accept: Night shift ICU' })).toBeEnabled();
    expect(within(night).getByRole('button', { name: 'Decline: Night shift ICU' })).toBeEnabled();

    const weekend = within(open).getByText('Weekend cover').closest('li') as HTMLElement;
    expect(within(weekend).getByText('Klinikum Nord · Chirurgie')).toBeInTheDocument();
    expect(within(weekend).getByText('28/11/2026, 08:00 – open end')).toBeInTheDocument();
    expect(within(weekend).getByText('No time limit')).toBeInTheDocument();
    expect(within(weekend).getByText('You declined')).toBeInTheDocument();
    expect(within(weekend).getByRole('button', { name: 'Accept: Weekend cover' })).toHaveTextContent('Accept anyway');
    expect(within(weekend).queryByRole('button', { name: /Decline/ })).not.toBeInTheDocument();

    const taken = screen.getByRole('list', { name: 'Your accepted shifts' });
    expect(within(taken).getByText('Early shift')).toBeInTheDocument();
    expect(within(taken).getByText('Yours')).toBeInTheDocument();
    expect(within(taken).queryByRole('button')).not.toBeInTheDocument();
    expect(within(open).queryByText('Early shift')).not.toBeInTheDocument();
  });

  test('accepting asks for confirmation, sends it, says the shift is yours and reloads', async () => {
    let offers = [nightShift()];
    const { api } = signedInAs('USER', {
      'GET /job/offers': () => offersAnswer(offers),
      'POST /job/5/accept': () => {
        offers = [takenShiftFixture({ _id: 5, title: 'Night shift ICU' })];
        return { body: { _id: 5, state: 'internal_fill' } };
      },
    });
    const { user } = renderApp('/en/shifts');

    await user.click(await screen.findByRole('button', { name: 'Accept: Night shift ICU' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this shift?' });
    expect(within(dialog).getByText(/Accepting “Night shift ICU” is binding/)).toBeInTheDocument();
    expect(within(dialog).getByText('26/11/2026, 07:00–15:00')).toBeInTheDocument();
    expect(api.requestsTo('POST /job/5/accept')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Accept shift' }));

    expect(await screen.findByText('Shift accepted — it is now yours.')).toBeInTheDocument();
    expect(api.requestsTo('POST /job/5/accept')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.requestsTo('GET /job/offers')).toHaveLength(2));
    const taken = screen.getByRole('list', { name: 'Your accepted shifts' });
    expect(within(taken).getByText('Night shift ICU')).toBeInTheDocument();
    expect(await screen.findByText('No open offers right now')).toBeInTheDocument();
  });

  test('cancelling the confirmation sends nothing', async () => {
    const { api } = signedInAs('USER', { 'GET /job/offers': offersAnswer([nightShift()]) });
    const { user } = renderApp('/en/shifts');

    await user.click(await screen.findByRole('button', { name: 'Accept: Night shift ICU' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requestsTo('POST /job/5/accept')).toHaveLength(0);
  });

  test('declining needs no confirmation and marks the offer as declined', async () => {
    let offers = [nightShift()];
    const { api } = signedInAs('USER', {
      'GET /job/offers': () => offersAnswer(offers),
      'POST /job/5/decline': () => {
        offers = [nightShift({ answer: 'declined' })];
        return { body: { _id: 5, state: 'internal_adv' } };
      },
    });
    const { user } = renderApp('/en/shifts');

    await user.click(await screen.findByRole('button', { name: 'Decline: Night shift ICU' }));

    expect(await screen.findByText('You declined “Night shift ICU”.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requestsTo('POST /job/5/decline')).toHaveLength(1);
    await waitFor(() => expect(api.requestsTo('GET /job/offers')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Accept: Night shift ICU' })).toHaveTextContent('Accept anyway');
  });

  test('when someone else was faster (SHIFT_TAKEN) the page says so and the offer leaves the list', async () => {
    let offers = [nightShift()];
    const { api } = signedInAs('USER', {
      'GET /job/offers': () => offersAnswer(offers),
      'POST /job/5/accept': () => {
        offers = [];
        return conflict('SHIFT_TAKEN', 'This shift has already been taken.');
      },
    });
    const { user } = renderApp('/en/shifts');

    await user.click(await screen.findByRole('button', { name: 'Accept: Night shift ICU' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept shift' }));

    expect(await screen.findByText(/Someone else accepted “Night shift ICU” first/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Accept: Night shift ICU' })).not.toBeInTheDocument();
    expect(screen.getByText('No open offers right now')).toBeInTheDocument();
    await waitFor(() => expect(api.requestsTo('GET /job/offers')).toHaveLength(2));
  });

  test('an offer meanwhile released to agencies (JOB_STATE_CONFLICT) is named on decline', async () => {
    signedInAs('USER', {
      'GET /job/offers': offersAnswer([nightShift()]),
      'POST /job/5/decline': conflict('JOB_STATE_CONFLICT', 'The request is no longer in this state.'),
    });
    const { user } = renderApp('/en/shifts');

    await user.click(await screen.findByRole('button', { name: 'Decline: Night shift ICU' }));

    expect(await screen.findByText(/“Night shift ICU” is no longer offered to your department/)).toBeInTheDocument();
  });

  test('a working-time clash refused by the API is shown in the dialog with its message', async () => {
    const { api } = signedInAs('USER', {
      'GET /job/offers': offersAnswer([nightShift()]),
      'POST /job/5/accept': conflict(
        'WORKING_TIME_CLASH',
        'Only 5 hours of rest after your shift “Late shift” on 24/11/2026 14:00–19:30.',
      ),
    });
    const { user } = renderApp('/en/shifts');

    await user.click(await screen.findByRole('button', { name: 'Accept: Night shift ICU' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Accept shift' }));

    expect(
      await within(dialog).findByText(
        'You cannot accept this shift: Only 5 hours of rest after your shift “Late shift” on 24/11/2026 14:00–19:30.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Accept shift' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.requestsTo('GET /job/offers')).toHaveLength(2));
  });

  test('a known clash is named on the card before any click and Accept is disabled', async () => {
    signedInAs('USER', {
      'GET /job/offers': offersAnswer([
        nightShift({
          workingTimeClash: {
            rule: 'REST',
            shift: { title: 'Late shift', start: at('2026-11-24', '09:00'), end: at('2026-11-24', '14:30') },
            restHours: 5.5,
          },
        }),
        poolOfferFixture(
          { _id: 8, title: 'Day cover' },
          {
            workingTimeClash: {
              rule: 'DAILY_HOURS',
              shift: { title: 'Early shift', start: at('2026-11-24', '00:00'), end: at('2026-11-24', '04:00') },
              day: '2026-11-24',
              hours: 18,
            },
          },
        ),
      ]),
    });
    renderApp('/en/shifts');

    const accept = await screen.findByRole('button', { name: 'Accept: Night shift ICU' });
    expect(accept).toBeDisabled();
    const night = accept.closest('li') as HTMLElement;
    expect(within(night).getByText('You cannot accept this shift')).toBeInTheDocument();
    expect(
      within(night).getByText(
        'It clashes with your shift “Late shift” (24/11/2026, 09:00–14:30): there would be only 5.5 hours of rest in between, at least 11 are required.',
      ),
    ).toBeInTheDocument();
    expect(within(night).getByRole('button', { name: 'Decline: Night shift ICU' })).toBeEnabled();

    expect(screen.getByRole('button', { name: 'Accept: Day cover' })).toBeDisabled();
    expect(
      screen.getByText(
        'It clashes with your shift “Early shift” (24/11/2026, 00:00–04:00): you would work 18 hours on 24/11/2026, at most 10 are allowed.',
      ),
    ).toBeInTheDocument();
  });

  test('without offers the page says that an email will come', async () => {
    signedInAs('USER', { 'GET /job/offers': offersAnswer([]) });
    renderApp('/en/shifts');

    expect(await screen.findByText('No open offers right now')).toBeInTheDocument();
    expect(screen.getByText('We will email you when your department offers a shift.')).toBeInTheDocument();
    expect(screen.getByText('Shifts you accept appear here.')).toBeInTheDocument();
  });

  test('a failed load shows the error and Try again loads once more', async () => {
    let calls = 0;
    const { api } = signedInAs('USER', {
      'GET /job/offers': () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Something broke' } }
          : offersAnswer([nightShift()]);
      },
    });
    const { user } = renderApp('/en/shifts');

    expect(await screen.findByText('Something broke')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Night shift ICU')).toBeInTheDocument();
    expect(screen.queryByText('Something broke')).not.toBeInTheDocument();
    expect(api.requestsTo('GET /job/offers')).toHaveLength(2);
  });

  test('in German: title, sections, time left and the named buttons', async () => {
    signedInAs('USER', {
      'GET /job/offers': offersAnswer([nightShift(), takenShiftFixture({ _id: 7, title: 'Frühdienst' })]),
    });
    renderApp('/de/shifts');

    expect(await screen.findByRole('heading', { name: 'Offene Angebote' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Meine Dienste' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ihre übernommenen Dienste' })).toBeInTheDocument();
    expect(screen.getByText('Geht in 3 Std. 20 Min. an Agenturen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annehmen: Night shift ICU' })).toHaveTextContent('Annehmen');
    expect(screen.getByRole('button', { name: 'Ablehnen: Night shift ICU' })).toHaveTextContent('Ablehnen');
    expect(document.title).toBe('Meine Dienste | MedStaff');
  });

  test('only pool members reach the page: an agency is sent to its jobs', async () => {
    signedInAs('AGENCY', { 'GET /job': { body: { jobs: [], total: 0, page: 1, pageSize: 20 } } });
    const { router } = renderApp('/en/shifts');

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/agency/jobs'));
  });
});
