import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { provideTranslations } from '../i18n/translations';
import { translations } from './translations';

// findBy…/waitFor: longer than the 1 s default, for a busy machine (the type-ahead waits 200 ms; a
// month grid with its events took over 3 s under a load of 15 on two cores). A passing test does
// not wait longer; only a failing one does.
configure({ asyncUtilTimeout: 10000 });

// The app loads one language's texts per visit (a chunk); the tests have both from the start.
provideTranslations('de', translations.de);
provideTranslations('en', translations.en);

// The browser tsconfig has no Node types; jest runs this file as CommonJS.
declare const require: (id: 'node:buffer') => { File: typeof File };
const NodeFile = require('node:buffer').File;

/**
 * jest-fixed-jsdom gives Node's FormData but jsdom's File, which Node's FormData turns into the
 * text "[object File]". Files appended in tests keep their name, type and size (not their bytes).
 */
class TestFormData extends FormData {
  // Node's FormData cannot read a jsdom form element; the portal never builds one from a form.
  constructor(..._form: unknown[]) {
    super();
  }

  override append(name: string, value: string | Blob, fileName?: string): void {
    if (typeof value !== 'string' && !(value instanceof NodeFile) && 'size' in value) {
      const file = value as File;
      const copy = new NodeFile([new Uint8Array(file.size)], fileName ?? file.name, { type: file.type });
      super.append(name, copy as unknown as Blob);
      return;
    }
    if (typeof value === 'string') super.append(name, value);
    else super.append(name, value, fileName);
  }
}
globalThis.FormData = TestFormData;

const realFetch = globalThis.fetch;
const realXmlHttpRequest = globalThis.XMLHttpRequest;

beforeEach(() => {
  // jsdom does not implement scrolling; ScrollToTop calls it on every route change.
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  // No test reaches a network: a call a test did not mock (see mock-api.ts) fails like an offline server.
  globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('fetch is not mocked in this test'))) as typeof fetch;
});

afterEach(() => {
  globalThis.fetch = realFetch;
  globalThis.XMLHttpRequest = realXmlHttpRequest;
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.removeAttribute('lang');
  document.title = '';
});
