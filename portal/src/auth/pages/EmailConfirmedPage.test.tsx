import { act, screen, waitFor } from '@testing-library/react';
import { deferredResponse, mockApi } from '../../testing/mock-api';
import { fieldByLabel, findFieldByLabel } from '../../testing/queries';
import { renderApp } from '../../testing/render-app';

describe('email confirmed (the link from the email)', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  test('confirms the code, counts down from 5 seconds and opens the sign-in', async () => {
    jest.useFakeTimers();
    const confirmation = deferredResponse();
    const api = mockApi({ 'POST /auth/confirm-email': confirmation.handler });
    const { router } = renderApp('/en/auth/email-confirmed/abc123', undefined, { fakeTimers: true });

    expect(await screen.findByRole('heading', { name: 'Confirming your email address…' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(api.requestsTo('POST /auth/confirm-email')[0].body).toEqual({ code: 'abc123' });

    await act(async () => confirmation.release({ body: { email: 'clara@example.com' } }));

    expect(await screen.findByRole('heading', { name: 'Your email address is confirmed' })).toBeInTheDocument();
    expect(screen.getByText('You will be taken to the sign-in page in 5 seconds.')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('You will be taken to the sign-in page in 4 seconds.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByText('You will be taken to the sign-in page in 1 second.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/auth/email-confirmed/abc123');

    act(() => jest.advanceTimersByTime(1000));

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/auth/sign-in'));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(api.requestsTo('POST /auth/confirm-email')).toHaveLength(1);
  });

  test('the German countdown', async () => {
    jest.useFakeTimers();
    mockApi({ 'POST /auth/confirm-email': { body: { email: 'clara@example.com' } } });
    renderApp('/de/auth/email-confirmed/abc123', undefined, { fakeTimers: true });

    expect(await screen.findByRole('heading', { name: 'Ihre E-Mail-Adresse ist bestätigt' })).toBeInTheDocument();
    expect(screen.getByText('Sie werden in 5 Sekunden zur Anmeldung weitergeleitet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jetzt anmelden' })).toHaveAttribute('href', '/de/auth/sign-in');
  });

  test('an invalid or expired code shows the server’s message and offers a new email', async () => {
    const api = mockApi({
      'POST /auth/confirm-email': {
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'This link is invalid or has expired.',
          error: 'Bad Request',
        },
      },
      'GET /auth/resend-verification/clara%40example.com': { body: { message: 'ok' } },
    });
    const { user, router } = renderApp('/en/auth/email-confirmed/used-code');

    expect(
      await screen.findByRole('heading', { name: 'Your email address could not be confirmed' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This link is invalid or has expired.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resend confirmation' }));
    expect(fieldByLabel('Email')).toHaveAccessibleDescription('Please enter your email address.');
    await user.type(await findFieldByLabel('Email'), 'clara@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend confirmation' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/auth/email-confirmation'));
    expect(await screen.findByText('clara@example.com')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/we have sent a new confirmation email/);
    expect(api.requestsTo('GET /auth/resend-verification/clara%40example.com')).toHaveLength(1);
  });
});
