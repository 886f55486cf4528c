/*
 * The app loads one language's texts per visit. The test setup gives both languages to the
 * module the app uses; these tests take a fresh copy of the modules, with nothing loaded yet.
 */
type TranslationsModule = typeof import('./translations');
type ProviderModule = typeof import('./I18nProvider');

async function freshModules(): Promise<TranslationsModule & ProviderModule> {
  jest.resetModules();
  const translations = await import('./translations');
  const provider = await import('./I18nProvider');
  return { ...translations, ...provider };
}

afterEach(() => {
  jest.dontMock('./phrases-en');
});

test('a language loads once, on demand', async () => {
  const { loadedTranslations, loadTranslations } = await freshModules();
  expect(loadedTranslations('en')).toBeUndefined();

  const first = loadTranslations('en');
  expect(loadTranslations('en')).toBe(first);
  const phrases = await first;

  expect(phrases['signIn.title']).toBe('Welcome back');
  expect(loadedTranslations('en')).toBe(phrases);
  expect(loadedTranslations('de')).toBeUndefined();
});

test('a failed load is tried again on the next call', async () => {
  jest.doMock('./phrases-en', () => {
    throw new Error('offline');
  });
  const { loadedTranslations, loadTranslations } = await freshModules();
  await expect(loadTranslations('en')).rejects.toThrow('offline');
  expect(loadedTranslations('en')).toBeUndefined();

  jest.dontMock('./phrases-en');
  const phrases = await loadTranslations('en');
  expect(phrases['signIn.title']).toBe('Welcome back');
});

test('the provider waits for a language that is not loaded yet, never showing a key', async () => {
  const { I18nProvider, useTranslate, loadTranslations } = await freshModules();
  // The fresh modules have their own copy of React: render with it.
  const { act, Suspense } = await import('react');
  const { createRoot } = await import('react-dom/client');
  function Title() {
    return <h1>{useTranslate()('signIn.title')}</h1>;
  }
  const container = document.body.appendChild(document.createElement('div'));
  const shown: string[] = [];
  const observer = new MutationObserver(() => shown.push(container.textContent ?? ''));
  observer.observe(container, { subtree: true, childList: true, characterData: true });
  const root = createRoot(container);

  await act(async () =>
    root.render(
      <Suspense fallback={<p>waiting</p>}>
        <I18nProvider language="de">
          <Title />
        </I18nProvider>
      </Suspense>,
    ),
  );
  await act(async () => {
    await loadTranslations('de');
  });

  expect(container.textContent).toBe('Willkommen zurück');
  expect(shown.filter((text, index) => text !== shown[index - 1])).toEqual(['waiting', 'Willkommen zurück']);
  observer.disconnect();
  act(() => root.unmount());
  container.remove();
});

test('the signed-in area waits for its own texts, loaded apart from the public ones', async () => {
  const { I18nProvider, SignedInTexts, useTranslate, loadTranslations, loadedTranslations, provideTranslations } =
    await freshModules();
  const { publicTranslations } = await import('../testing/translations');
  provideTranslations('de', publicTranslations.de, ['public']);
  expect(loadedTranslations('de', 'signedIn')).toBeUndefined();
  const { act, Suspense } = await import('react');
  const { createRoot } = await import('react-dom/client');
  function Texts() {
    const t = useTranslate();
    return (
      <p>
        {t('signIn.submit')} / {t('shell.signOut')}
      </p>
    );
  }
  const container = document.body.appendChild(document.createElement('div'));
  const shown: string[] = [];
  const observer = new MutationObserver(() => shown.push(container.textContent ?? ''));
  observer.observe(container, { subtree: true, childList: true, characterData: true });
  const root = createRoot(container);

  await act(async () =>
    root.render(
      <I18nProvider language="de">
        <Suspense fallback={<p>waiting</p>}>
          <SignedInTexts>
            <Texts />
          </SignedInTexts>
        </Suspense>
      </I18nProvider>,
    ),
  );
  await act(async () => {
    await loadTranslations('de', 'signedIn');
  });

  expect(container.textContent).toBe('Anmelden / Abmelden');
  expect(shown.filter((text, index) => text !== shown[index - 1])).toEqual(['waiting', 'Anmelden / Abmelden']);
  expect(loadedTranslations('de', 'signedIn')?.['shell.signOut']).toBe('Abmelden');
  observer.disconnect();
  act(() => root.unmount());
  container.remove();
});
