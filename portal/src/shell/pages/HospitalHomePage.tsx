import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../app/use-document-title';
import { useLanguage, useTranslate } from '../../i18n/I18nProvider';
import { useSession } from '../../session/SessionProvider';
import { fullNameOf } from '../components/UserAvatar';
import { menuGroupsForRole, ROLE_LABEL_KEYS } from '../menu-entries';

const HOME_PATH = '/hospital';

/** /{lang}/hospital: the organisation's dashboard. For now a welcome with the way to the other screens. */
export function HospitalHomePage() {
  const t = useTranslate();
  const language = useLanguage();
  const { user } = useSession();
  useDocumentTitle(t('hospital.documentTitle'));
  if (!user) return null;
  const links = menuGroupsForRole(user.role)
    .flatMap((group) => group.entries)
    .filter((entry) => entry.path !== HOME_PATH);

  return (
    <Card variant="outlined" sx={{ maxWidth: 760 }}>
      <CardContent sx={{ p: { xs: 3, md: 4 } }}>
        <Stack spacing={2}>
          <Typography variant="h4" component="h1" fontWeight={700}>
            {t('hospital.welcome', { name: fullNameOf(user) })}
          </Typography>
          <Typography color="text.secondary">{t('hospital.role', { role: t(ROLE_LABEL_KEYS[user.role]) })}</Typography>
          <Typography>{t('hospital.welcomeText')}</Typography>
          {links.length > 0 && (
            <Stack
              component="nav"
              aria-label={t('hospital.quickLinks')}
              direction="row"
              spacing={1.5}
              useFlexGap
              flexWrap="wrap"
            >
              {links.map((entry) => {
                const Icon = entry.icon;
                return (
                  <Button
                    key={entry.key}
                    component={RouterLink}
                    to={`/${language}${entry.path}`}
                    variant={entry.highlighted ? 'contained' : 'outlined'}
                    color={entry.highlighted ? 'secondary' : 'primary'}
                    startIcon={<Icon />}
                    disableElevation
                  >
                    {t(entry.labelKey)}
                  </Button>
                );
              })}
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
