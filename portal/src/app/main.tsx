import { DEFAULT_LANGUAGE, languageOfPath } from '@medstaff/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { loadTranslations } from '../i18n/translations';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';
import { routes } from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

/** The first paint is in the language of the path: its texts (a chunk of their own) come first. */
const start = () => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes routes={routes} />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
};

// A failed load is tried again by the I18nProvider when it renders.
void loadTranslations(languageOfPath(window.location.pathname) ?? DEFAULT_LANGUAGE).then(start, start);
