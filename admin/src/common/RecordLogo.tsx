import { useState } from 'react';
import { Avatar, Button, Stack, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { LogoUploadDialog } from './LogoUploadDialog';
import { errorCode, errorMessage } from './http-error';

export interface RecordLogoProps {
  /** The label's translation key, e.g. 'medstaff.agencies.logo'. */
  label: string;
  /** The logo's URL, or null when the record has none. */
  logo: string | null;
  /** Uploads the chosen file (with the record's version); a refusal is shown by its code. */
  upload: (file: File) => Promise<unknown>;
  onChanged: () => void;
}

/** A record's logo with 'Change', which uploads the chosen file at once (agencies, organisations). */
export const RecordLogo = ({ label, logo, upload, onChanged }: RecordLogoProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const send = async (file: File) => {
    try {
      await upload(file);
      notify('medstaff.edit.saved', { type: 'success' });
      onChanged();
    } catch (error) {
      notify(errorCode(error) === 'STALE_VERSION' ? 'medstaff.edit.conflict' : errorMessage(error), { type: 'error' });
    }
  };
  return (
    <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
      <Typography>{translate(label)}</Typography>
      <Avatar src={logo ?? undefined} alt={translate(label)} variant="rounded" sx={{ width: 64, height: 64 }} />
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {translate('medstaff.upload.change')}
      </Button>
      <LogoUploadDialog open={open} onClose={() => setOpen(false)} onChoose={(file) => void send(file)} />
    </Stack>
  );
};
