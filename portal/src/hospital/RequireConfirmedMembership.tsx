import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Outlet, useOutletContext } from 'react-router';
import type { MyOrganisation } from '../jobs/jobs-api';
import { useErrorText } from '../api/use-error-text';
import { useTranslate } from '../i18n/I18nProvider';
import { LoadingText } from '../jobs/LoadingText';
import { useMyOrganisations } from '../jobs/use-my-organisations';
import { WaitingForConfirmationPage } from './WaitingForConfirmationPage';

/**
 * The hospital area shows an organisation's data only to a confirmed member: until an
 * administrator (or a confirmed admin of the organisation) confirms the membership, the user sees
 * the waiting page and no request is loaded.
 */
export function RequireConfirmedMembership() {
  const t = useTranslate();
  const errorText = useErrorText();
  const { state, reload } = useMyOrganisations();
  if (state.status === 'loading') return <LoadingText />;
  if (state.status === 'error') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={reload}>
            {t('hospital.retry')}
          </Button>
        }
      >
        {errorText(state.error)}
      </Alert>
    );
  }
  if (!state.data.some((organisation) => organisation.confirmed)) {
    return <WaitingForConfirmationPage organisations={state.data.map((organisation) => organisation.name)} />;
  }
  return <Outlet context={{ organisations: state.data } satisfies MembershipContext} />;
}

interface MembershipContext {
  organisations: MyOrganisation[];
}

/** The user's organisations, as the gate loaded them (pages inside the hospital area only). */
export function useMyOrganisationsContext(): MyOrganisation[] {
  return useOutletContext<MembershipContext>().organisations;
}
