import { useEffect } from 'react';
import { useTranslate } from '../i18n/I18nProvider';

/** Sets the browser tab title to '<page> | MedStaff'. */
export function useDocumentTitle(pageTitle: string): void {
  const t = useTranslate();
  const appName = t('app.name');
  useEffect(() => {
    document.title = `${pageTitle} | ${appName}`;
  }, [pageTitle, appName]);
}
