import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { I18nProvider } from '../i18n/I18nProvider';
import { renderApp } from '../testing/render-app';
import type { AuthRouteHandle } from './auth-header-link';
import { AuthLayout } from './AuthLayout';

const signUpHandle: AuthRouteHandle = {
  authHeaderLink: { textKey: 'header.haveAccount', linkKey: 'header.signInLink', path: '/auth/sign-in' },
};

function routesInLanguage(language: 'de' | 'en'): RouteObject[] {
  return [
    {
      element: (
        <I18nProvider language={language}>
          <AuthLayout />
        </I18nProvider>
      ),
      children: [
        { path: ':lang/auth/with-link', handle: signUpHandle, element: <p>page with a header link</p> },
        { path: ':lang/auth/plain', element: <p>page without a header link</p> },
      ],
    },
  ];
}

describe('AuthLayout header link', () => {
  test('a route handle puts its link into the header', async () => {
    renderApp('/en/auth/with-link', routesInLanguage('en'));

    const header = await screen.findByRole('banner');
    expect(within(header).getByText(/Already have an account\?/)).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Log In here' })).toHaveAttribute('href', '/en/auth/sign-in');
    expect(screen.getByText('page with a header link')).toBeInTheDocument();
  });

  test('the link is translated', async () => {
    renderApp('/de/auth/with-link', routesInLanguage('de'));

    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Hier einloggen' })).toHaveAttribute('href', '/de/auth/sign-in');
  });

  test('without a handle the header shows only the logo and the language switch', async () => {
    renderApp('/en/auth/plain', routesInLanguage('en'));

    const header = await screen.findByRole('banner');
    expect(within(header).queryByText(/Already have an account/)).not.toBeInTheDocument();
    const linkNames = within(header)
      .getAllByRole('link')
      .map((link) => link.getAttribute('aria-label') ?? link.textContent);
    expect(linkNames).toEqual(['MedStaff – to the website', 'DE', 'EN']);
  });
});
