import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CandidateInvitationWire } from '@medstaff/domain';
import { useId } from 'react';
import { useTranslate } from '../i18n/I18nProvider';
import { candidateName } from './candidate-format';

/**
 * The agency's invitations that are not (or no longer) accepted, each with its state: only the
 * address and the names the agency typed, never an account's stored data.
 */
export function CandidateInvitationList({ invitations }: { invitations: CandidateInvitationWire[] }) {
  const t = useTranslate();
  const headingId = useId();
  if (invitations.length === 0) return null;
  return (
    <Stack spacing={0.5}>
      <Typography id={headingId} variant="subtitle1" component="h2" fontWeight={600}>
        {t('agencyMarket.invitations.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('agencyMarket.invitations.hint')}
      </Typography>
      <List dense aria-labelledby={headingId}>
        {invitations.map((invitation) => {
          const name = candidateName(invitation).trim();
          return (
            <ListItem key={invitation._id} disableGutters>
              <ListItemText
                primary={
                  name ? t('agencyMarket.invitations.name', { name, email: invitation.email }) : invitation.email
                }
                secondary={t(`agencyMarket.invitations.state.${invitation.state}`)}
              />
            </ListItem>
          );
        })}
      </List>
    </Stack>
  );
}
