import Stack from '@mui/material/Stack';
import { useDocumentTitle } from '../app/use-document-title';
import { useTranslate } from '../i18n/I18nProvider';
import { PageHeader } from '../shell/components/PageHeader';
import { CalendarFeedPanel } from './CalendarFeedPanel';
import { ContractTermsPanel } from './ContractTermsPanel';
import { InternalPoolPanel } from './InternalPoolPanel';

/** /{lang}/hospital/settings (the header's settings icon): the internal pool's time limit, the leasing contracts' texts and the calendar feeds. */
export function SettingsPage() {
  const t = useTranslate();
  useDocumentTitle(t('settings.title'));
  return (
    <>
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      <Stack spacing={3}>
        <InternalPoolPanel />
        <ContractTermsPanel />
        <CalendarFeedPanel />
      </Stack>
    </>
  );
}
