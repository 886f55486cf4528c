import { useState } from 'react';
import { Alert, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useNotify, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { valueAt } from '../common/change-set';
import { errorMessage } from '../common/http-error';
import { useQualificationOptions } from './useQualificationOptions';

/** The API's dotted path of the level (GET/PATCH /api/admin/persons/{id}). */
export const QUALIFICATION_LEVEL = 'qualification.level.type';

/**
 * The qualification level, picked from GET /api/qualifications by its name in the interface
 * language (never typed as a code such as "facharzt"): Edit opens the select, Save sends the one
 * change with the record's version, Cancel goes back to the stored level.
 */
export const QualificationLevelField = ({ person }: { person: RaRecord }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const options = useQualificationOptions();
  const [update, { isPending }] = useUpdate();
  const stored = String(valueAt(person, QUALIFICATION_LEVEL) ?? '');
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(stored);
  const [failure, setFailure] = useState<string>();
  const known = options.some((option) => option.code === value);

  const cancel = () => {
    setValue(stored);
    setEditing(false);
    setFailure(undefined);
  };
  const save = () => {
    setFailure(undefined);
    if (value === stored) {
      setEditing(false);
      return;
    }
    update(
      'persons',
      {
        id: person.id,
        data: { version: person.version, changes: [{ field: QUALIFICATION_LEVEL, value }] },
        previousData: person,
      },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setEditing(false);
          notify('medstaff.edit.saved', { type: 'success' });
        },
        onError: (error) => setFailure(errorMessage(error)),
      },
    );
  };

  return (
    <Stack spacing={1} sx={{ maxWidth: 640, mb: 2 }}>
      <Stack direction="row" spacing={1} alignItems="flex-start">
        <TextField
          select
          fullWidth
          size="small"
          label={translate('medstaff.console.qualification_level')}
          value={value}
          disabled={!editing}
          onChange={(event) => setValue(event.target.value)}
        >
          {!known && value !== '' && <MenuItem value={value}>{value}</MenuItem>}
          {options.map((option) => (
            <MenuItem key={option.code} value={option.code}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
        {editing ? (
          <Button
            onClick={save}
            disabled={isPending || value === ''}
            aria-label={translate('medstaff.console.save_qualification')}
          >
            {translate('medstaff.edit.save_all')}
          </Button>
        ) : (
          <Button onClick={() => setEditing(true)} aria-label={translate('medstaff.console.edit_qualification')}>
            {translate('medstaff.edit.edit')}
          </Button>
        )}
        {value !== stored && (
          <Button color="inherit" onClick={cancel} aria-label={translate('medstaff.console.cancel_qualification')}>
            {translate('medstaff.edit.cancel')}
          </Button>
        )}
      </Stack>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
    </Stack>
  );
};
