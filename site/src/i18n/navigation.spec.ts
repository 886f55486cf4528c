import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@medstaff/domain';
import { translations } from './index';
import {
  CONTENT_PAGE_KEYS,
  LEGAL_PAGE_KEYS,
  NAVIGATION_KEYS,
  alternateLinks,
  contactHref,
  languageSwitchHref,
  legalPageHref,
  legalPageLabelKey,
  navigationHref,
  navigationLabelKey,
  signInHref,
  signUpHref,
  type NavigationKey,
} from './navigation';

const ALL_NAVIGATION_KEYS: NavigationKey[] = ['home', 'agencies', 'howItWorks', 'innovation', 'partners', 'about-us'];

describe('navigationHref', () => {
  it.each(LANGUAGES)('maps home to the language root /%s', (lang) => {
    expect(navigationHref(lang, 'home')).toBe(`/${lang}`);
  });

  it.each([
    ['de', 'agencies', '/de/agencies'],
    ['en', 'howItWorks', '/en/howItWorks'],
    ['de', 'innovation', '/de/innovation'],
    ['en', 'partners', '/en/partners'],
    ['de', 'about-us', '/de/about-us'],
  ] as const)('maps %s %s to %s', (lang, key, href) => {
    expect(navigationHref(lang, key)).toBe(href);
  });

  it('lists home and every marketing page in the header, in this order', () => {
    expect(NAVIGATION_KEYS).toEqual(ALL_NAVIGATION_KEYS);
  });

  it('has a page in both languages for every navigation entry and legal page', () => {
    const pages = (lang: string) => readdirSync(join(__dirname, '..', 'content', 'pages', lang));
    for (const lang of LANGUAGES) {
      expect(pages(lang).sort()).toEqual(CONTENT_PAGE_KEYS.map((key) => `${key}.md`).sort());
    }
    const linked = [...NAVIGATION_KEYS.filter((key) => key !== 'home'), ...LEGAL_PAGE_KEYS];
    expect([...CONTENT_PAGE_KEYS].sort()).toEqual(linked.sort());
  });

  it.each(LANGUAGES)('has a %s label for every page that can join the navigation', (lang) => {
    for (const key of ALL_NAVIGATION_KEYS) {
      expect(translations[lang][navigationLabelKey(key)]).toBeTruthy();
    }
  });
});

describe('fixed links', () => {
  it('points contact to the landing page anchor and sign-in to the auth pages', () => {
    expect(contactHref('de')).toBe('/de#contact');
    expect(signInHref('en')).toBe('/en/auth/sign-in');
  });

  it('gives clinics their own sign-up, beside the agencies’ one, in both languages', () => {
    expect(signUpHref('de', 'organisation')).toBe('/de/auth/sign-up/organisation');
    expect(signUpHref('en', 'organisation')).toBe('/en/auth/sign-up/organisation');
    expect(signUpHref('en', 'agency')).toBe('/en/auth/sign-up/agency');
    expect(translations.de['hero.clinicSignUp.link']).toBe('Einrichtung registrieren');
    expect(translations.en['hero.clinicSignUp.link']).toBe('Register your organisation');
    expect(translations.en['cta.clinic']).toBe('Register your clinic');
  });

  it('links the legal pages under the language with a label in both languages', () => {
    expect(LEGAL_PAGE_KEYS.map((key) => legalPageHref('en', key))).toEqual(['/en/imprint', '/en/privacy', '/en/terms']);
    for (const lang of LANGUAGES) {
      for (const key of LEGAL_PAGE_KEYS) expect(translations[lang][legalPageLabelKey(key)]).toBeTruthy();
    }
  });
});

describe('languageSwitchHref', () => {
  it.each([
    ['/de', 'en', '/en'],
    ['/en', 'de', '/de'],
    ['/de/agencies', 'en', '/en/agencies'],
    ['/en/auth/sign-in', 'de', '/de/auth/sign-in'],
    ['/de/404', 'en', '/en/404'],
    ['/en/about-us/', 'en', '/en/about-us'],
  ] as const)('keeps the page: %s in %s is %s', (pathname, lang, href) => {
    expect(languageSwitchHref(pathname, lang)).toBe(href);
  });

  it('adds the language to paths without one', () => {
    expect(languageSwitchHref('/', 'en')).toBe('/en');
    expect(languageSwitchHref('/404', 'de')).toBe('/de/404');
  });
});

describe('alternateLinks', () => {
  it('lists every language and German as x-default', () => {
    expect(alternateLinks('/en/partners')).toEqual([
      { hreflang: 'de', href: '/de/partners' },
      { hreflang: 'en', href: '/en/partners' },
      { hreflang: 'x-default', href: '/de/partners' },
    ]);
  });
});
