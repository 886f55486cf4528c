import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy…/waitFor: a little longer than the 1 s default, for a busy machine (the type-ahead waits 200 ms).
configure({ asyncUtilTimeout: 3000 });

const realFetch = globalThis.fetch;

beforeEach(() => {
  // jsdom does not implement scrolling; ScrollToTop calls it on every route change.
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  // No test reaches a network: a call a test did not mock (see mock-api.ts) fails like an offline server.
  globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('fetch is not mocked in this test'))) as typeof fetch;
});

afterEach(() => {
  globalThis.fetch = realFetch;
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.removeAttribute('lang');
  document.title = '';
});
