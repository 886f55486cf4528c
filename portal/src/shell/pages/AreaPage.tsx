import { useDocumentTitle } from '../../app/use-document-title';
import { useTranslate } from '../../i18n/I18nProvider';
import type { TranslationKey } from '../../i18n/translations';
import { EmptyState } from '../components/EmptyState';
import { PageHeader } from '../components/PageHeader';

export interface AreaPageProps {
  titleKey: TranslationKey;
  descriptionKey: TranslationKey;
  emptyKey: TranslationKey;
}

/**
 * A screen of the logged-in app whose lists come with the hospital and agency features: its
 * title, what it is for, and the empty list.
 */
export function AreaPage({ titleKey, descriptionKey, emptyKey }: AreaPageProps) {
  const t = useTranslate();
  useDocumentTitle(t(titleKey));
  return (
    <>
      <PageHeader title={t(titleKey)} description={t(descriptionKey)} />
      <EmptyState title={t('area.emptyTitle')} text={t(emptyKey)} />
    </>
  );
}

export function AgencyJobsPage() {
  return <AreaPage titleKey="agencyJobs.title" descriptionKey="agencyJobs.description" emptyKey="agencyJobs.empty" />;
}

export function AppliedJobsPage() {
  return (
    <AreaPage titleKey="appliedJobs.title" descriptionKey="appliedJobs.description" emptyKey="appliedJobs.empty" />
  );
}
