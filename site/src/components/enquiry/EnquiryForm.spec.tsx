import { LANGUAGES, type Language } from '@medstaff/domain';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { translations } from '../../i18n';
import { EnquiryForm } from './EnquiryForm';
import { enquiryMessages } from './enquiry-messages';
import { fakeApi, jsonResponse } from './enquiry-test-server';

/** Only Date is faked: "today" is Monday 2 March 2026, timers run for real. */
const NOW = new Date(2026, 2, 2, 9, 30);
beforeEach(() => {
  jest.useFakeTimers({
    now: NOW,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
});
afterEach(() => jest.useRealTimers());
// The date selector is loaded on first use; load it once up front so that the first test to open
// it does not race the import (over a second on a busy machine).
beforeAll(() => import('./DateRangeSelector'));

const text = (lang: Language, key: keyof (typeof translations)['de']) => translations[lang][key];

async function renderForm(lang: Language = 'en') {
  const view = render(<EnquiryForm lang={lang} messages={enquiryMessages(lang)} privacyHref={`/${lang}/privacy`} />);
  // The specialists arrive from the API.
  await screen.findByRole('option', { name: POSITION_NAME[lang] });
  return view;
}
const POSITION_NAME = { de: 'Facharzt/Fachärztin', en: 'Specialist physician' } as const;

function openContact(lang: Language = 'en') {
  fireEvent.click(screen.getByRole('button', { name: text(lang, 'enquiry.search') }));
}

async function chooseDates(lang: Language, days: [RegExp, RegExp]) {
  fireEvent.click(screen.getByRole('combobox', { name: text(lang, 'enquiry.date.label') }));
  const selector = await screen.findByRole('dialog', { name: text(lang, 'enquiry.date.dialog') });
  fireEvent.click(within(selector).getByRole('button', { name: days[0] }));
  fireEvent.click(within(selector).getByRole('button', { name: days[1] }));
  fireEvent.click(within(selector).getByRole('button', { name: text(lang, 'enquiry.date.save') }));
}

function fillContact(lang: Language) {
  const type = (key: Parameters<typeof text>[1], value: string) =>
    fireEvent.change(screen.getByRole('textbox', { name: text(lang, key) }), { target: { value } });
  type('enquiry.hospitalName.label', 'Klinikum Lindenhöhe');
  type('enquiry.name.label', 'Sabine Krüger');
  type('enquiry.email.label', 'hr@lindenhoehe.de');
  type('enquiry.phone.label', '+49 30 1234567');
  fireEvent.click(screen.getByRole('checkbox', { name: text(lang, 'enquiry.consent.label') }));
}

function submit(lang: Language = 'en') {
  fireEvent.click(screen.getByRole('button', { name: text(lang, 'enquiry.submit') }));
}

describe('EnquiryForm', () => {
  describe.each(LANGUAGES)('validation in %s', (lang) => {
    it('shows each field its own message beneath it on an empty submit and sends nothing', async () => {
      const api = fakeApi();
      await renderForm(lang);
      openContact(lang);
      submit(lang);

      const expectations: [string, 'textbox' | 'combobox' | 'checkbox', string][] = [
        [text(lang, 'enquiry.date.label'), 'combobox', text(lang, 'enquiry.error.date')],
        [text(lang, 'enquiry.hospitalName.label'), 'textbox', text(lang, 'enquiry.error.hospitalName')],
        [text(lang, 'enquiry.name.label'), 'textbox', text(lang, 'enquiry.error.name')],
        [text(lang, 'enquiry.email.label'), 'textbox', text(lang, 'enquiry.error.emailRequired')],
        [text(lang, 'enquiry.phone.label'), 'textbox', text(lang, 'enquiry.error.phone')],
        [text(lang, 'enquiry.consent.label'), 'checkbox', text(lang, 'enquiry.error.consent')],
      ];
      // The resolver answers asynchronously (react-hook-form): wait for the first message.
      await screen.findByText(text(lang, 'enquiry.error.date'));
      for (const [label, role, message] of expectations) {
        const field = screen.getByRole(role, { name: label });
        expect(field).toHaveAttribute('aria-invalid', 'true');
        expect(field).toHaveAccessibleDescription(message);
        expect(screen.getByText(message)).toBeVisible();
      }
      // The first invalid field gets the focus.
      expect(screen.getByRole('combobox', { name: text(lang, 'enquiry.date.label') })).toHaveFocus();
      expect(api.callsTo('/api/metainformation/submit/send-email')).toHaveLength(0);
    });

    it('rejects an invalid email address and clears messages as fields are fixed', async () => {
      fakeApi();
      await renderForm(lang);
      openContact(lang);
      submit(lang);
      await screen.findByText(text(lang, 'enquiry.error.emailRequired'));
      const email = screen.getByRole('textbox', { name: text(lang, 'enquiry.email.label') });
      fireEvent.change(email, { target: { value: 'hr@klinikum' } });
      await waitFor(() => expect(email).toHaveAccessibleDescription(text(lang, 'enquiry.error.emailInvalid')));
      fireEvent.change(email, { target: { value: 'hr@klinikum.de' } });
      await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
      expect(screen.queryByText(text(lang, 'enquiry.error.emailInvalid'))).toBeNull();
    });
  });

  it('fills the field options from the chosen specialist, preselecting a single match only', async () => {
    fakeApi();
    await renderForm('en');
    const specialist = screen.getByRole('combobox', { name: 'Specialist' });
    const field = screen.getByRole('combobox', { name: 'Field' });
    expect(field).toBeDisabled();

    // The OTA works in exactly one field: it is preselected.
    fireEvent.change(specialist, { target: { value: 'ota' } });
    expect(field).toBeEnabled();
    expect(field).toHaveValue('op-pflege');
    expect(
      within(field)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a field', 'Operating theatre']);

    // A specialist physician has many fields: the field is cleared.
    fireEvent.change(specialist, { target: { value: 'facharzt' } });
    expect(field).toHaveValue('');
    expect(within(field).getAllByRole('option').length).toBeGreaterThan(10);
    expect(within(field).queryByRole('option', { name: 'Operating theatre' })).toBeNull();
    fireEvent.change(field, { target: { value: 'kardiologie' } });
    expect(field).toHaveValue('kardiologie');

    // Back to "no specialist": no field.
    fireEvent.change(specialist, { target: { value: '' } });
    expect(field).toHaveValue('');
    expect(field).toBeDisabled();
  });

  it('toggles the contact part with Search and closes it with the close button', async () => {
    fakeApi();
    await renderForm('de');
    const search = screen.getByRole('button', { name: 'Suchen' });
    expect(search).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'E-Mail' })).toBeNull();

    fireEvent.click(search);
    expect(search).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'E-Mail' })).toBeVisible();

    fireEvent.click(search);
    expect(screen.queryByRole('textbox', { name: 'E-Mail' })).toBeNull();

    fireEvent.click(search);
    fireEvent.click(screen.getByRole('button', { name: 'Anfrage schließen' }));
    expect(screen.queryByRole('textbox', { name: 'E-Mail' })).toBeNull();
    expect(search).toHaveAttribute('aria-expanded', 'false');
  });

  it('sends the enquiry as the API expects it, in the page language', async () => {
    const api = fakeApi();
    await renderForm('de');
    fireEvent.change(screen.getByRole('combobox', { name: 'Fachkraft' }), { target: { value: 'ota' } });
    openContact('de');
    await chooseDates('de', [/, 5\. März 2026/, /, 12\. März 2026/]);
    expect(screen.getByRole('combobox', { name: 'Zeitraum' })).toHaveValue('05.03.2026 – 12.03.2026');
    fillContact('de');
    submit('de');

    await screen.findByRole('dialog', { name: text('de', 'enquiry.modal.title') });
    const [sent] = api.callsTo('/api/metainformation/submit/send-email');
    expect(sent.method).toBe('POST');
    expect(sent.headers).toMatchObject({ 'Content-Type': 'application/json', 'Accept-Language': 'de' });
    expect(sent.body).toEqual({
      date: { startDate: '2026-03-05', endDate: '2026-03-12', key: 'selection' },
      dateString: '05.03.2026 – 12.03.2026',
      hospitalName: 'Klinikum Lindenhöhe',
      name: 'Sabine Krüger',
      email: 'hr@lindenhoehe.de',
      phone: '+49 30 1234567',
      specialistValue: 'ota',
      fieldValue: 'op-pflege',
      isAgreed: true,
      language: 'de',
    });
  });

  it('sends empty specialist and field values when none were chosen', async () => {
    const api = fakeApi();
    await renderForm('en');
    openContact('en');
    await chooseDates('en', [/, 5 March 2026/, /, 6 March 2026/]);
    fillContact('en');
    submit('en');

    await screen.findByRole('dialog');
    expect(api.callsTo('/api/metainformation/submit/send-email')[0].body).toMatchObject({
      specialistValue: '',
      fieldValue: '',
      dateString: '05/03/2026 – 06/03/2026',
      language: 'en',
    });
  });

  it.each([
    [
      'a list of validation messages',
      () =>
        jsonResponse(400, {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: ['phone must be a valid phone number', 'email must be an email'],
          error: 'Bad Request',
        }),
      'phone must be a valid phone number, email must be an email',
    ],
    [
      'a single message',
      () =>
        jsonResponse(400, {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'The start date lies in the past.',
          error: 'Bad Request',
        }),
      'The start date lies in the past.',
    ],
    [
      'TOO_MANY_REQUESTS with its message',
      () =>
        jsonResponse(429, {
          statusCode: 429,
          code: 'TOO_MANY_REQUESTS',
          message: 'Too many enquiries. Please try again in an hour.',
        }),
      'Too many enquiries. Please try again in an hour.',
    ],
    [
      'TOO_MANY_REQUESTS without a message',
      () => jsonResponse(429, { statusCode: 429, code: 'TOO_MANY_REQUESTS' }),
      text('en', 'enquiry.error.tooMany'),
    ],
    [
      'a 429 without a body (its code comes from the status)',
      () => new Response(null, { status: 429 }),
      text('en', 'enquiry.error.tooMany'),
    ],
    [
      'another refusal without a message',
      () => jsonResponse(503, { statusCode: 503, code: 'SERVICE_UNAVAILABLE' }),
      text('en', 'enquiry.error.unknown'),
    ],
    ['no answer at all', () => Promise.reject(new TypeError('Failed to fetch')), text('en', 'enquiry.error.network')],
  ])('shows the server answer above the submit button for %s', async (_case, answer, message) => {
    fakeApi(answer);
    await renderForm('en');
    openContact('en');
    await chooseDates('en', [/, 5 March 2026/, /, 6 March 2026/]);
    fillContact('en');
    submit('en');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert.compareDocumentPosition(screen.getByRole('button', { name: 'Send enquiry' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    // The values stay, so the visitor can correct them and send again.
    expect(screen.getByRole('textbox', { name: 'Hospital name' })).toHaveValue('Klinikum Lindenhöhe');
  });

  it('opens the confirmation after a sent enquiry; closing it closes and resets the form', async () => {
    fakeApi();
    await renderForm('en');
    fireEvent.change(screen.getByRole('combobox', { name: 'Specialist' }), { target: { value: 'ota' } });
    openContact('en');
    await chooseDates('en', [/, 5 March 2026/, /, 6 March 2026/]);
    fillContact('en');
    submit('en');

    const dialog = await screen.findByRole('dialog', { name: 'Thank you for your enquiry!' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Contact us'),
      expect.stringContaining('Send Inquiry'),
      expect.stringContaining('Receive Offers'),
    ]);
    const close = within(dialog).getByRole('button', { name: 'Back to search' });
    expect(close).toHaveFocus();

    // Focus stays inside: Tab from the only button wraps to it.
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(close).toHaveFocus();

    fireEvent.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    const search = screen.getByRole('button', { name: 'Search' });
    expect(search).toHaveAttribute('aria-expanded', 'false');
    expect(search).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Specialist' })).toHaveValue('');

    openContact('en');
    expect(screen.getByRole('textbox', { name: 'Hospital name' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Dates' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: text('en', 'enquiry.consent.label') })).not.toBeChecked();
    expect(screen.queryByText(text('en', 'enquiry.error.date'))).toBeNull();
  });

  it('closes the confirmation with Escape', async () => {
    fakeApi();
    await renderForm('de');
    openContact('de');
    await chooseDates('de', [/, 5\. März 2026/, /, 6\. März 2026/]);
    fillContact('de');
    submit('de');

    const dialog = await screen.findByRole('dialog', { name: 'Vielen Dank für Ihre Anfrage!' });
    expect(within(dialog).getByText('Kontakt aufnehmen')).toBeVisible();
    expect(within(dialog).getByText('Anfrage senden')).toBeVisible();
    expect(within(dialog).getByText('Angebote erhalten')).toBeVisible();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Suchen' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('counts a search and a sent enquiry without personal data, ignoring failures', async () => {
    const api = fakeApi();
    await renderForm('en');
    openContact('en');
    expect(api.callsTo('/api/events')).toEqual([
      {
        url: '/api/events',
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: { type: 'search', path: '/', language: 'en' },
        keepalive: true,
      },
    ]);

    await chooseDates('en', [/, 5 March 2026/, /, 6 March 2026/]);
    fillContact('en');
    submit('en');
    await screen.findByRole('dialog');
    expect(api.callsTo('/api/events').map((call) => call.body)).toEqual([
      { type: 'search', path: '/', language: 'en' },
      { type: 'submit', path: '/', language: 'en' },
    ]);
  });

  it('keeps working when the event endpoint fails', async () => {
    const api = fakeApi();
    const originalFetch = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/api/events') throw new TypeError('Failed to fetch');
      return originalFetch(input, init);
    });
    await renderForm('en');
    openContact('en');
    await act(async () => undefined);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeVisible();
  });

  it('still offers the enquiry when the reference lists cannot be loaded', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as typeof fetch;
    render(<EnquiryForm lang="en" messages={enquiryMessages('en')} privacyHref="/en/privacy" />);
    expect(await screen.findByText(text('en', 'enquiry.loadError'))).toBeVisible();
    openContact('en');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toBeVisible());
  });

  it.each([
    ['de', 'Datenschutzerklärung (öffnet in einem neuen Tab)'],
    ['en', 'Privacy policy (opens in a new tab)'],
  ] as const)('links the consent to the privacy page in a new tab, and says so (%s)', async (lang, name) => {
    fakeApi();
    await renderForm(lang);
    openContact(lang);
    const link = screen.getByRole('link', { name });
    expect(link).toHaveAttribute('href', `/${lang}/privacy`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
  });

  it('asks in plain words for the consent, in both languages', () => {
    expect(text('en', 'enquiry.error.consent')).toBe('Please agree to the use of your details.');
    expect(text('de', 'enquiry.error.consent')).toBe('Bitte stimmen Sie der Verwendung Ihrer Angaben zu.');
  });
});
