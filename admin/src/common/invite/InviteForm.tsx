import { useState } from 'react';
import { Box, Button, Card, CardContent, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useDataProvider, useLocale, useNotify, useTranslate } from 'react-admin';
import { isLanguage } from '@medstaff/domain';
import type { AppDataProvider, Invitation } from '../../data/data-provider';
import { errorMessage } from '../http-error';
import { WarnWhenDirty } from '../WarnWhenDirty';
import { email as emailRule } from '../validators';

interface InviteFormProps {
  /** Translated title above the form. */
  title: string;
  invitation: Omit<Invitation, 'email' | 'language'>;
}

/**
 * Email and Send: an empty email does nothing, a malformed one shows 'Email is not valid', and the
 * server's error message appears in red under the form. Send shows a spinner while the request runs.
 */
export const InviteForm = ({ title, invitation }: InviteFormProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const locale = useLocale();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string>();
  const [serverError, setServerError] = useState<string>();
  const [sending, setSending] = useState(false);

  const send = async () => {
    const trimmed = email.trim();
    setServerError(undefined);
    if (trimmed === '') return;
    const message = emailRule(trimmed);
    setInvalid(message);
    if (message) return;
    setSending(true);
    try {
      await dataProvider.invite({ ...invitation, email: trimmed, language: isLanguage(locale) ? locale : 'en' });
      notify('medstaff.invite.sent', { type: 'success', messageArgs: { email: trimmed } });
      setEmail('');
    } catch (error) {
      setServerError(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 560 }}>
      {/* A typed, unsent email asks before the page is left. */}
      <WarnWhenDirty dirty={!sending && email.trim() !== ''} />
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <Stack spacing={2}>
            <TextField
              label={translate('medstaff.invite.email')}
              type="email"
              value={email}
              required
              error={Boolean(invalid)}
              helperText={invalid ? translate(invalid) : undefined}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Box>
              <Button
                type="submit"
                variant="contained"
                disabled={sending}
                startIcon={sending ? <CircularProgress size={16} aria-label="loading" /> : undefined}
              >
                {translate('medstaff.invite.send')}
              </Button>
            </Box>
            {serverError && (
              <Typography color="error" role="alert">
                {serverError}
              </Typography>
            )}
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
};
