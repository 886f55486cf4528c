import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { loadMessages } from './src/i18n/i18n-provider';

// Screens load lazily (src/screens.tsx): on a busy machine the first find may wait for a screen's
// modules to be required, longer than Testing Library's default second, and a test that renders
// the whole app longer than Jest's default five seconds.
configure({ asyncUtilTimeout: 10000 });
jest.setTimeout(20_000);

// The app loads its language's texts before its first render (src/main.tsx); tests render in both.
beforeAll(() => Promise.all([loadMessages('en'), loadMessages('de')]));
