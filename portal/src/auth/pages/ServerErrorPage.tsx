import { useDocumentTitle } from '../../app/use-document-title';
import { useTranslate } from '../../i18n/I18nProvider';
import { ErrorMessage } from '../components/ErrorMessage';

export function ServerErrorPage() {
  const t = useTranslate();
  useDocumentTitle(t('serverError.documentTitle'));
  return <ErrorMessage title={t('serverError.title')} text={t('serverError.text')} />;
}
