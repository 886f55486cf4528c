import { useDocumentTitle } from '../../app/use-document-title';
import { useTranslate } from '../../i18n/I18nProvider';
import { ErrorMessage } from '../components/ErrorMessage';

export function NotFoundPage() {
  const t = useTranslate();
  useDocumentTitle(t('notFound.documentTitle'));
  return <ErrorMessage title={t('notFound.title')} text={t('notFound.text')} />;
}
