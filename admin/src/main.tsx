import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { languageFromPath } from './i18n/language';

document.documentElement.lang = languageFromPath(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
