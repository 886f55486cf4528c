import { passwordStrength, type PasswordStrength } from '@medstaff/domain';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from '../../i18n/I18nProvider';
import type { TranslationKey } from '../../i18n/translations';

const LEVELS: Record<PasswordStrength, { value: number; color: 'error' | 'warning' | 'success'; key: TranslationKey }> =
  {
    weak: { value: 33, color: 'error', key: 'password.strength.weak' },
    medium: { value: 66, color: 'warning', key: 'password.strength.medium' },
    strong: { value: 100, color: 'success', key: 'password.strength.strong' },
  };

/**
 * The spec's strength display: visual only, by length (up to 6 weak, 7–10 medium, longer strong).
 * It does not block the form; the minimum length is a separate rule.
 */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const t = useTranslate();
  if (!password) return null;
  const strength = passwordStrength(password);
  const level = LEVELS[strength];
  return (
    <Box id={id} sx={{ mt: -1 }}>
      <LinearProgress
        variant="determinate"
        value={level.value}
        color={level.color}
        aria-label={t('password.strength.label')}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography variant="caption" color={`${level.color}.dark`} aria-live="polite" data-strength={strength}>
        {t(level.key)}
      </Typography>
    </Box>
  );
}
