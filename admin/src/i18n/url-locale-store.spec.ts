import { memoryStore } from 'react-admin';
import { LOCALE_STORE_KEY, urlLocaleStore } from './url-locale-store';

describe('urlLocaleStore', () => {
  beforeEach(() => window.history.replaceState({}, '', '/en/admin/agencies?page=2#top'));

  it('reads the locale from the path, whatever the wrapped store holds', () => {
    const inner = memoryStore({ [LOCALE_STORE_KEY]: 'de' });
    const store = urlLocaleStore(inner, 'en', jest.fn());
    expect(store.getItem(LOCALE_STORE_KEY, 'de')).toBe('en');
  });

  it('changes the locale by loading the same page under the other language', () => {
    const navigate = jest.fn();
    const store = urlLocaleStore(memoryStore(), 'en', navigate);

    store.setItem(LOCALE_STORE_KEY, 'de');

    expect(navigate).toHaveBeenCalledWith('/de/admin/agencies?page=2#top');
    expect(store.getItem(LOCALE_STORE_KEY)).toBe('en');
  });

  it('ignores the current language and unknown languages', () => {
    const navigate = jest.fn();
    const store = urlLocaleStore(memoryStore(), 'en', navigate);

    store.setItem(LOCALE_STORE_KEY, 'en');
    store.setItem(LOCALE_STORE_KEY, 'fr');

    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps every other preference in the wrapped store', () => {
    const inner = memoryStore();
    const store = urlLocaleStore(inner, 'de', jest.fn());
    store.setup();
    const listener = jest.fn();
    store.subscribe('sidebar.open', listener);

    store.setItem('sidebar.open', false);

    expect(inner.getItem('sidebar.open')).toBe(false);
    expect(store.getItem('sidebar.open')).toBe(false);
    expect(listener).toHaveBeenCalledWith(false);
  });
});
