import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { usableAdminSession } from './auth/auth-provider';
import { loadMessages } from './i18n/i18n-provider';
import { languageFromPath } from './i18n/language';
import { preloadFirstScreen } from './screens';

const language = languageFromPath(window.location.pathname);
document.documentElement.lang = language;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

preloadFirstScreen(usableAdminSession() !== undefined, window.location.pathname);

/** The first render needs the texts of the path's language (a chunk of their own). */
loadMessages(language).then(
  () =>
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  () => {
    container.textContent =
      language === 'de'
        ? 'Die Konsole konnte nicht geladen werden. Bitte laden Sie die Seite neu.'
        : 'The console could not be loaded. Please reload the page.';
  },
);
