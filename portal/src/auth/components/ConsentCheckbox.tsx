import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { useLanguage, useTranslate } from '../../i18n/I18nProvider';

const ERROR_ID = 'sign-up-accept-tc-error';

/** Read by screen readers, not shown: the link's "opens in a new tab" hint. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** The data-usage consent of the sign-up, with a link to the privacy policy on the site. */
export function ConsentCheckbox({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
  error?: string;
}) {
  const t = useTranslate();
  const language = useLanguage();
  return (
    <Box>
      <FormControlLabel
        control={
          <Checkbox
            name="acceptTC"
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{
              input: {
                'aria-describedby': error ? ERROR_ID : undefined,
                'aria-invalid': Boolean(error),
                required: true,
              },
            }}
          />
        }
        label={t('signUp.consent')}
        sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -1 } }}
      />
      {error && (
        <FormHelperText id={ERROR_ID} error sx={{ ml: 4 }}>
          {error}
        </FormHelperText>
      )}
      <Link
        href={`/${language}/privacy`}
        target="_blank"
        rel="noopener"
        variant="body2"
        sx={{ ml: 4, display: 'inline-block' }}
      >
        {t('signUp.privacyLink')}
        <Box component="span" sx={VISUALLY_HIDDEN}>
          {` ${t('link.opensInNewTab')}`}
        </Box>
      </Link>
    </Box>
  );
}
