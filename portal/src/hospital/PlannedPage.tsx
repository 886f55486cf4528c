import { useDocumentTitle } from '../app/use-document-title';
import { useTranslate } from '../i18n/I18nProvider';
import type { TranslationKey } from '../i18n/translations';
import { EmptyState } from '../shell/components/EmptyState';
import { PageHeader } from '../shell/components/PageHeader';

/** A header link whose screen the spec does not describe: it says honestly what it will hold. */
function PlannedPage({ name }: { name: 'staff' | 'invoices' | 'notifications' | 'messages' }) {
  const t = useTranslate();
  const title = `planned.${name}.title` as TranslationKey;
  useDocumentTitle(t(title));
  return (
    <>
      <PageHeader title={t(title)} description={t(`planned.${name}.description` as TranslationKey)} />
      <EmptyState title={t('area.emptyTitle')} text={t('planned.text')} />
    </>
  );
}

export const StaffPage = () => <PlannedPage name="staff" />;
export const InvoicesPage = () => <PlannedPage name="invoices" />;
export const NotificationsPage = () => <PlannedPage name="notifications" />;
export const MessagesPage = () => <PlannedPage name="messages" />;
