import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { IMAGE_MIME_TYPES } from '@medstaff/domain';
import { validateLogo } from './validators';

interface LogoUploadDialogProps {
  open: boolean;
  onClose: () => void;
  onChoose: (file: File) => void;
}

/** Chooses one jpeg, png or bmp of at most 5,000,000 bytes; a wrong file shows why and is not taken. */
export const LogoUploadDialog = ({ open, onClose, onChoose }: LogoUploadDialogProps) => {
  const translate = useTranslate();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const close = () => {
    setFile(null);
    setError(undefined);
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="logo-dialog-title">
      <DialogTitle id="logo-dialog-title">{translate('medstaff.upload.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('medstaff.upload.hint')}
        </Typography>
        <Button variant="outlined" component="label">
          {translate('medstaff.upload.choose')}
          <input
            hidden
            type="file"
            accept={IMAGE_MIME_TYPES.join(',')}
            aria-label={translate('medstaff.upload.choose')}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              const message = validateLogo(chosen);
              setError(message);
              setFile(message ? null : chosen);
            }}
          />
        </Button>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {file?.name ?? translate('medstaff.upload.none')}
        </Typography>
        {error && (
          <Typography color="error" variant="body2" role="alert">
            {translate(error)}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('medstaff.upload.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!file}
          onClick={() => {
            if (file) onChoose(file);
            close();
          }}
        >
          {translate('medstaff.upload.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
