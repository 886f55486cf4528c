import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { berlinDay } from '@medstaff/domain';
import { useTranslate } from '../../i18n/I18nProvider';

/** The footer line of the logged-in area; the year is the current one (in Berlin). */
export function ShellFooter() {
  const t = useTranslate();
  return (
    <Box component="footer" sx={{ px: { xs: 2, md: 4 }, py: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="text.secondary">
        {t('shell.footer', { year: berlinDay(Date.now()).slice(0, 4) })}
      </Typography>
    </Box>
  );
}
