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

/**
 * Renders `element` with the fresh modules' React and records every text the container shows
 * on its way; `settle` runs inside act() afterwards (the load the tree is waiting for).
 */
async function renderRecording(
  element: (react: typeof import('react')) => React.ReactElement,
  settle: () => Promise<unknown>,
) {
  // The fresh modules have their own copy of React: render with it.
  const react = await import('react');
  const { createRoot } = await import('react-dom/client');
  const container = document.body.appendChild(document.createElement('div'));
  const shown: string[] = [];
  const observer = new MutationObserver(() => shown.push(container.textContent ?? ''));
  observer.observe(container, { subtree: true, childList: true, characterData: true });
  const root = createRoot(container);
  try {
    await react.act(async () => root.render(element(react)));
    await react.act(async () => {
      await settle();
    });
    return {
      text: container.textContent,
      /** What the user saw, one entry per change. */
      shown: shown.filter((text, index) => text !== shown[index - 1]),
    };
  } finally {
    observer.disconnect();
    react.act(() => root.unmount());
    container.remove();
  }
}

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
  function Title() {
    return <h1>{useTranslate()('signIn.title')}</h1>;
  }

  const { text, shown } = await renderRecording(
    ({ Suspense }) => (
      <Suspense fallback={<p>waiting</p>}>
        <I18nProvider language="de">
          <Title />
        </I18nProvider>
      </Suspense>
    ),
    () => loadTranslations('de'),
  );

  expect(text).toBe('Willkommen zurück');
  expect(shown).toEqual(['waiting', 'Willkommen zurück']);
});

test('the signed-in area waits for its own texts, loaded apart from the public ones', async () => {
  const { I18nProvider, SignedInTexts, useTranslate, loadTranslations, loadedTranslations, provideTranslations } =
    await freshModules();
  const { publicTranslations } = await import('../testing/translations');
  provideTranslations('de', publicTranslations.de, ['public']);
  expect(loadedTranslations('de', 'signedIn')).toBeUndefined();
  function Texts() {
    const t = useTranslate();
    return (
      <p>
        {t('signIn.submit')} / {t('shell.signOut')}
      </p>
    );
  }
  const { text, shown } = await renderRecording(
    ({ Suspense }) => (
      <I18nProvider language="de">
        <Suspense fallback={<p>waiting</p>}>
          <SignedInTexts>
            <Texts />
          </SignedInTexts>
        </Suspense>
      </I18nProvider>
    ),
    () => loadTranslations('de', 'signedIn'),
  );

  expect(text).toBe('Anmelden / Abmelden');
  expect(shown).toEqual(['waiting', 'Anmelden / Abmelden']);
  expect(loadedTranslations('de', 'signedIn')?.['shell.signOut']).toBe('Abmelden');
});
