import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useDocumentTitle } from '../app/use-document-title';
import { useTranslate } from '../i18n/I18nProvider';
import { PageHeader } from '../shell/components/PageHeader';
import { ErasureSection } from './ErasureSection';
import { ExportDataSection } from './ExportDataSection';

/** The signed-in person's account page: their data protection rights, for every role. */
export function AccountPage() {
  const t = useTranslate();
  useDocumentTitle(t('account.title'));
  return (
    <>
      <PageHeader title={t('account.title')} description={t('account.description')} />
      <Stack spacing={4} divider={<Divider flexItem />}>
        <ExportDataSection />
        <ErasureSection />
      </Stack>
    </>
  );
}
