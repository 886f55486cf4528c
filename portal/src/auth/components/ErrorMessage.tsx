import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from '../../i18n/I18nProvider';

/** Title, explanation and the way back to the website (the site's root). */
export function ErrorMessage({ title, text }: { title: string; text: string }) {
  const t = useTranslate();
  return (
    <Stack spacing={2} alignItems="center" textAlign="center">
      <Typography variant="h5" component="h1" fontWeight={700}>
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
      <Button variant="contained" href="/" disableElevation>
        {t('error.returnToWebsite')}
      </Button>
    </Stack>
  );
}
