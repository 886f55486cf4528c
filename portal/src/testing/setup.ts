import '@testing-library/jest-dom';

beforeEach(() => {
  // jsdom does not implement scrolling; ScrollToTop calls it on every route change.
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute('lang');
  document.title = '';
});
