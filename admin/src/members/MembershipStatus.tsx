import { useState } from 'react';
import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useDataProvider, useDelete, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { errorMessage } from '../common/http-error';
import type { AppDataProvider } from '../data/data-provider';

/**
 * Confirmed, or Pending with Confirm and Reject: an organisation membership picked at sign-up.
 * Confirm gives the person the organisation's data in the portal; Reject removes the membership
 * (the account stays). The API tells the person by mail either way.
 */
export const MembershipStatus = ({ member }: { member: RaRecord }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [deleteOne, { isPending: rejecting }] = useDelete();
  const [confirming, setConfirming] = useState(false);
  const [askingReject, setAskingReject] = useState(false);
  const email = String(member.email ?? '');

  if (!member.pending)
    return <Chip size="small" color="success" variant="outlined" label={translate('medstaff.members.confirmed')} />;

  const confirm = async () => {
    setConfirming(true);
    try {
      await dataProvider.confirmOrganisationUser(member.id);
      notify('medstaff.members.confirmed_notice', { type: 'success', messageArgs: { email } });
      refresh();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setConfirming(false);
    }
  };
  const reject = () => {
    setAskingReject(false);
    deleteOne(
      'organisation-users',
      { id: member.id, previousData: member },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('medstaff.members.rejected_notice', { type: 'info', messageArgs: { email } }),
        onError: (error) => notify(errorMessage(error), { type: 'error' }),
      },
    );
  };

  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <Chip size="small" color="warning" label={translate('medstaff.members.pending')} />
      <Button size="small" variant="contained" disabled={confirming || rejecting} onClick={() => void confirm()}>
        {translate('medstaff.members.confirm')}
      </Button>
      <Button size="small" color="error" disabled={confirming || rejecting} onClick={() => setAskingReject(true)}>
        {translate('medstaff.members.reject')}
      </Button>
      <Dialog open={askingReject} onClose={() => setAskingReject(false)} aria-labelledby={`reject-${member.id}`}>
        <DialogTitle id={`reject-${member.id}`}>{translate('medstaff.members.reject_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('medstaff.members.reject_text', { email })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAskingReject(false)}>{translate('medstaff.members.cancel')}</Button>
          <Button color="error" onClick={reject}>
            {translate('medstaff.members.reject')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
};
