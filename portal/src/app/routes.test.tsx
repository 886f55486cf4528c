import { act, screen, within } from '@testing-library/react';
import { renderApp } from '../testing/render-app';

describe('auth error pages', () => {
  test('/de/auth/404 shows the German not-found page', async () => {
    renderApp('/de/auth/404');

    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden.' })).toBeInTheDocument();
    expect(screen.getByText('Die gesuchte Seite wurde möglicherweise entfernt.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur Website' })).toHaveAttribute('href', '/');
    expect(document.documentElement).toHaveAttribute('lang', 'de');
    expect(document.title).toBe('Seite nicht gefunden | MedStaff');
  });

  test('/en/auth/404 shows the English not-found page', async () => {
    renderApp('/en/auth/404');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found.' })).toBeInTheDocument();
    expect(screen.getByText('The page you are looking for might have been removed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to website' })).toHaveAttribute('href', '/');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.title).toBe('Page not found | MedStaff');
    expect(screen.queryByText('Seite nicht gefunden.')).not.toBeInTheDocument();
  });

  test('an unknown page under /en/auth shows the not-found page', async () => {
    renderApp('/en/auth/no-such-page');

    expect(await screen.findByRole('heading', { name: 'Page not found.' })).toBeInTheDocument();
  });

  test('an unknown page outside the portal areas shows the not-found page', async () => {
    renderApp('/de/somewhere/else');

    expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden.' })).toBeInTheDocument();
  });

  test.each([
    ['en', 'Something went wrong.', 'An unexpected error occurred. Please try again in a moment.', 'Return to website'],
    [
      'de',
      'Etwas ist schiefgelaufen.',
      'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es in einem Moment erneut.',
      'Zurück zur Website',
    ],
  ])('/%s/auth/500 shows the server-error page', async (language, title, text, linkText) => {
    renderApp(`/${language}/auth/500`);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: linkText })).toHaveAttribute('href', '/');
  });
});

describe('language in the path', () => {
  test.each([
    ['/fr/auth/404', '/de/auth/404'],
    ['/auth/404', '/de/auth/404'],
    ['/', '/de'],
  ])('%s is sent to %s', async (path, expected) => {
    const { router } = renderApp(path);

    expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden.' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(expected);
  });

  test('the language switch on /de/auth/404 leads to /en/auth/404', async () => {
    const { router, user } = renderApp('/de/auth/404');
    const languageSwitch = await screen.findByRole('navigation', { name: 'Sprache' });
    expect(within(languageSwitch).getByRole('link', { name: 'DE' })).toHaveAttribute('aria-current', 'true');

    await user.click(within(languageSwitch).getByRole('link', { name: 'EN' }));

    expect(await screen.findByRole('heading', { name: 'Page not found.' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/auth/404');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('navigation', { name: 'Language' })).toBeInTheDocument();
  });

  test('the language switch keeps query and hash', async () => {
    renderApp('/en/auth/500?from=mail#details');

    const languageSwitch = await screen.findByRole('navigation', { name: 'Language' });
    expect(within(languageSwitch).getByRole('link', { name: 'DE' })).toHaveAttribute(
      'href',
      '/de/auth/500?from=mail#details',
    );
  });
});

describe('auth layout', () => {
  test.each([
    [
      'de',
      [
        ['Impressum', '/de/imprint'],
        ['AGB', '/de/terms'],
        ['Datenschutz', '/de/privacy'],
        ['Sicherheit', '/de/privacy#security'],
      ],
    ],
    [
      'en',
      [
        ['Imprint', '/en/imprint'],
        ['Terms', '/en/terms'],
        ['Data Protection', '/en/privacy'],
        ['Safety', '/en/privacy#security'],
      ],
    ],
  ])('the %s footer links to the legal pages of the site', async (language, expected) => {
    renderApp(`/${language}/auth/404`);

    const footer = await screen.findByRole('contentinfo');
    const links = within(footer)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual(expected);
  });

  test('the logo links to the home page of the current language', async () => {
    renderApp('/en/auth/404');

    expect(await screen.findByRole('link', { name: 'MedStaff – to the website' })).toHaveAttribute('href', '/en');
  });

  test('the page scrolls to the top on every route change', async () => {
    const { router } = renderApp('/en/auth/404');
    await screen.findByRole('heading', { name: 'Page not found.' });
    jest.mocked(window.scrollTo).mockClear();

    await act(() => router.navigate('/en/auth/500'));

    expect(await screen.findByRole('heading', { name: 'Something went wrong.' })).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
