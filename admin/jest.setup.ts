import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Screens load lazily (src/screens.tsx): on a busy machine the first find may wait for a screen's
// modules to be required, longer than Testing Library's default second, and a test that renders
// the whole app longer than Jest's default five seconds.
configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(20_000);
