import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useDataProvider, useGetIdentity, useNotify, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { accountReasonProblem, PERSON_ROLES, type PersonRole } from '@medstaff/domain';
import { errorMessage } from '../common/http-error';
import { nameOrEmail } from '../common/person-name';
import type { AppDataProvider } from '../data/data-provider';

/** Which change the dialog makes. */
export type AccountChangeKind = 'disable' | 'enable' | 'role';

const STATUS_COLOURS = new Map<string, 'success' | 'warning' | 'error'>([
  ['ACTIVE', 'success'],
  ['PENDING', 'warning'],
  ['DISABLED', 'error'],
]);

/** The account's status as a coloured chip in the interface language. */
export const AccountStatusChip = ({ status }: { status: unknown }) => {
  const translate = useTranslate();
  const code = String(status ?? '');
  if (!code) return null;
  return (
    <Chip
      size="small"
      color={STATUS_COLOURS.get(code) ?? 'default'}
      label={translate(`medstaff.accounts.statuses.${code}`, { _: code })}
    />
  );
};

interface AccountChangeDialogProps {
  kind: AccountChangeKind;
  person: RaRecord;
  onClose: () => void;
  onDone: () => void;
}

/**
 * Asks for the reason (required: it is audited and mailed) and, for a role change, the new role;
 * sends the change on the version shown. A refusal (a stale version, the last administrator,
 * memberships that do not fit the role) stays in the dialog, in the server's words.
 */
export const AccountChangeDialog = ({ kind, person, onClose, onDone }: AccountChangeDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const roles = PERSON_ROLES.filter((role) => role !== person.role);
  const [role, setRole] = useState<PersonRole>(roles[0]);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const name = nameOrEmail(person);
  const problem = accountReasonProblem(reason);
  const roleName = (code: string) => translate(`medstaff.console.roles.${code}`, { _: code });

  const submit = async () => {
    setTouched(true);
    if (problem) return;
    setPending(true);
    setFailure(undefined);
    const change = { version: Number(person.version), reason: reason.trim() };
    try {
      if (kind === 'role') await dataProvider.changePersonRole(person.id, { ...change, role });
      else
        await dataProvider.changePersonStatus(person.id, {
          ...change,
          status: kind === 'disable' ? 'DISABLED' : 'ACTIVE',
        });
      notify(kind === 'role' ? 'medstaff.accounts.role_notice' : `medstaff.accounts.${kind}d_notice`, {
        type: 'info',
        messageArgs: { name, role: roleName(role) },
      });
      onDone();
    } catch (error) {
      setFailure(errorMessage(error));
      setPending(false);
    }
  };

  const titleId = `account-${kind}-title`;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id={titleId}>{translate(`medstaff.accounts.${kind}_title`, { name })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate(`medstaff.accounts.${kind}_text`)}</DialogContentText>
          {kind === 'role' && (
            <TextField
              select
              fullWidth
              margin="dense"
              label={translate('medstaff.accounts.new_role')}
              value={role}
              onChange={(event) => setRole(event.target.value as PersonRole)}
            >
              {roles.map((code) => (
                <MenuItem key={code} value={code}>
                  {roleName(code)}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            autoFocus
            required
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            label={translate('medstaff.accounts.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && Boolean(problem)}
            helperText={
              touched && problem
                ? translate(`medstaff.accounts.${problem}`)
                : translate('medstaff.accounts.reason_help')
            }
          />
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }} role="alert">
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('medstaff.accounts.cancel')}</Button>
          <Button type="submit" variant="contained" color={kind === 'disable' ? 'error' : 'primary'} disabled={pending}>
            {translate(kind === 'role' ? 'medstaff.accounts.change_role' : `medstaff.accounts.${kind}`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

/**
 * The account block of a person's page: status and role, Disable or Enable, and Change role,
 * each through AccountChangeDialog. An administrator's own account offers none of them.
 */
export const AccountActions = ({ person, onChanged }: { person: RaRecord; onChanged: () => void }) => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const [open, setOpen] = useState<AccountChangeKind>();
  const own = identity !== undefined && sameId(identity.id, person.id);
  const disabled = person.status === 'DISABLED';
  return (
    <Box
      component="section"
      aria-label={translate('medstaff.accounts.heading')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}
    >
      <Typography variant="body2" color="text.secondary">
        {translate('medstaff.accounts.status_label')}:
      </Typography>
      <AccountStatusChip status={person.status} />
      <Typography variant="body2" color="text.secondary" sx={{ ml: 1 }}>
        {translate('medstaff.accounts.role_label')}:{' '}
        {translate(`medstaff.console.roles.${String(person.role)}`, { _: String(person.role ?? '') })}
      </Typography>
      <Box sx={{ flex: '1 1 auto' }} />
      <Button
        size="small"
        variant="outlined"
        color={disabled ? 'primary' : 'error'}
        disabled={own}
        onClick={() => setOpen(disabled ? 'enable' : 'disable')}
      >
        {translate(disabled ? 'medstaff.accounts.enable' : 'medstaff.accounts.disable')}
      </Button>
      <Button size="small" variant="outlined" disabled={own} onClick={() => setOpen('role')}>
        {translate('medstaff.accounts.change_role')}
      </Button>
      {own && (
        <Typography variant="caption" color="text.secondary" sx={{ width: '100%' }}>
          {translate('medstaff.accounts.own_account')}
        </Typography>
      )}
      {open && (
        <AccountChangeDialog
          key={`${open}-${String(person.version)}`}
          kind={open}
          person={person}
          onClose={() => setOpen(undefined)}
          onDone={() => {
            setOpen(undefined);
            onChanged();
          }}
        />
      )}
    </Box>
  );
};

const sameId = (left: Identifier, right: Identifier) => String(left) === String(right);
