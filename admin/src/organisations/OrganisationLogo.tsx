import { useState } from 'react';
import { Avatar, Button, Stack, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { LogoUploadDialog } from '../common/LogoUploadDialog';
import { errorCode, errorMessage } from '../common/http-error';
import type { AppDataProvider } from '../data/data-provider';
import type { Organisation } from './organisation-fields';

/** The organisation's logo with 'Change', which uploads the chosen file at once. */
export const OrganisationLogo = ({
  organisation,
  onChanged,
}: {
  organisation: Organisation;
  onChanged: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [open, setOpen] = useState(false);
  const upload = async (file: File) => {
    try {
      await dataProvider.uploadOrganisationLogo(organisation.id, file, organisation.version);
      notify('medstaff.edit.saved', { type: 'success' });
      onChanged();
    } catch (error) {
      notify(errorCode(error) === 'STALE_VERSION' ? 'medstaff.edit.conflict' : errorMessage(error), { type: 'error' });
    }
  };
  return (
    <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
      <Typography>{translate('medstaff.organisations.logo')}</Typography>
      <Avatar
        src={organisation.logo ?? undefined}
        alt={translate('medstaff.organisations.logo')}
        variant="rounded"
        sx={{ width: 64, height: 64 }}
      />
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {translate('medstaff.upload.change')}
      </Button>
      <LogoUploadDialog open={open} onClose={() => setOpen(false)} onChoose={(file) => void upload(file)} />
    </Stack>
  );
};
