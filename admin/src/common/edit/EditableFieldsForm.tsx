import { useEffect, useState } from 'react';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useNotify, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { buildChanges, listToText, textToList, valueAt } from '../change-set';
import { CountrySelect } from '../CountrySelect';
import { errorCode, errorMessage } from '../http-error';
import type { EditableField } from './editable-field';
import { WarnWhenDirty } from '../WarnWhenDirty';

/** Where an API refusal shows: a taken email on the Email field, in the words of the UI. */
const FIELD_ERRORS: ReadonlyMap<string, { field: string; message: string }> = new Map([
  ['EMAIL_TAKEN', { field: 'email', message: 'medstaff.errors.email_taken' }],
]);

type Values = Record<string, string>;

const initialValues = (record: RaRecord, fields: EditableField[]): Values =>
  Object.fromEntries(
    fields.map((field) => {
      const value = valueAt(record, field.name);
      return [
        field.name,
        field.kind === 'list' ? listToText(value) : value === null || value === undefined ? '' : String(value),
      ];
    }),
  );

/** The edited text as the API wants it: lists as arrays, numbers as numbers. */
const apiValue = (field: EditableField, text: string): unknown => {
  if (field.kind === 'list') return textToList(text);
  if (field.kind === 'number') return text.trim() === '' ? null : Number(text);
  return text.trim();
};

const comparable = (field: EditableField, record: RaRecord) => {
  const value = valueAt(record, field.name);
  return field.kind === 'number' && value !== null && value !== undefined ? Number(value) : value;
};

interface FieldRowProps {
  field: EditableField;
  value: string;
  original: string;
  editing: boolean;
  locked: boolean;
  error?: string;
  onChange: (value: string) => void;
  onEdit: () => void;
  onSave: () => void;
  onCancel: () => void;
}

/**
 * A field that is read-only (button Edit) or being edited (button Save), with Cancel while it is
 * open for editing (even when still unchanged, e.g. an empty field) or when it differs from the original.
 */
const FieldRow = ({
  field,
  value,
  original,
  editing,
  locked,
  error,
  onChange,
  onEdit,
  onSave,
  onCancel,
}: FieldRowProps) => {
  const translate = useTranslate();
  const common = {
    label: translate(field.label),
    value,
    fullWidth: true,
    size: 'small' as const,
    error: Boolean(error),
    helperText: error ? translate(error) : undefined,
    disabled: !editing,
  };
  return (
    <Stack direction="row" spacing={1} alignItems="flex-start">
      {field.kind === 'country' ? (
        <CountrySelect {...common} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <TextField
          {...common}
          type={field.kind === 'number' ? 'number' : 'text'}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onSave();
          }}
        />
      )}
      {editing ? (
        <Button onClick={onSave} aria-label={`${translate('medstaff.edit.save')} ${translate(field.label)}`}>
          {translate('medstaff.edit.save')}
        </Button>
      ) : (
        <Button
          onClick={onEdit}
          disabled={locked}
          aria-label={`${translate('medstaff.edit.edit')} ${translate(field.label)}`}
        >
          {translate('medstaff.edit.edit')}
        </Button>
      )}
      {(editing || value !== original) && (
        <Button
          color="inherit"
          onClick={onCancel}
          aria-label={`${translate('medstaff.edit.cancel')} ${translate(field.label)}`}
        >
          {translate('medstaff.edit.cancel')}
        </Button>
      )}
    </Stack>
  );
};

interface EditableFieldsFormProps {
  resource: string;
  record: RaRecord;
  fields: EditableField[];
  /** Reloads the record (after a 409). */
  onReload: () => void;
  /** The bottom button's text key, when a page shows more than one of these forms. */
  saveLabel?: string;
}

/**
 * The back-office edit form: each field toggles between read-only and editing, one at a time;
 * the bottom save sends only the changed fields as { version, changes }, checking only the fields
 * that were opened or changed. The refusal's code decides what is shown: STALE_VERSION says that
 * someone else changed the record (with Reload), EMAIL_TAKEN marks the Email field, anything else
 * shows the server's message. Leaving with unsaved changes asks first.
 */
export const EditableFieldsForm = ({
  resource,
  record,
  fields,
  onReload,
  saveLabel = 'medstaff.edit.save_all',
}: EditableFieldsFormProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  const original = initialValues(record, fields);
  const [values, setValues] = useState<Values>(original);
  const [editing, setEditing] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState(false);
  const [failure, setFailure] = useState<string>();

  // A reloaded or saved record replaces the edited values.
  useEffect(() => {
    setValues(initialValues(record, fields));
    setEditing(null);
    setErrors({});
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record.id, record.version]);

  const check = (field: EditableField, value: string, current: Values = values) => {
    const message = field.validate?.(value, { ...current, [field.name]: value });
    setErrors((current) => {
      const { [field.name]: _removed, ...others } = current;
      return message ? { ...others, [field.name]: message } : others;
    });
    return !message;
  };

  const lockField = (field: EditableField) => {
    if (check(field, values[field.name])) setEditing(null);
  };

  /** The filled-in fields whose check reads one of `names` (the postcode when the country changes). */
  const dependentsOf = (names: readonly string[], current: Values) =>
    fields.filter(
      (field) =>
        (current[field.name] ?? '').trim() !== '' && (field.dependsOn ?? []).some((name) => names.includes(name)),
    );

  // Only what the administrator touched is checked: the field open for editing, the changed ones
  // and the filled-in fields that depend on a changed one (the postcode on the country). An
  // untouched empty field (an invited person's contact) never blocks saving another.
  const changedNames = fields
    .filter((field) => (values[field.name] ?? '') !== (original[field.name] ?? ''))
    .map((field) => field.name);
  const dependents = dependentsOf(changedNames, values);
  const touched = fields.filter(
    (field) => field.name === editing || changedNames.includes(field.name) || dependents.includes(field),
  );
  const dirty = fields.some((field) => (values[field.name] ?? '') !== (original[field.name] ?? ''));

  const save = () => {
    setFailure(undefined);
    const invalid = touched.filter((field) => !check(field, values[field.name]));
    if (invalid.length > 0) return;
    setEditing(null);
    const edited = Object.fromEntries(fields.map((field) => [field.name, apiValue(field, values[field.name])]));
    const compared = Object.fromEntries(fields.map((field) => [field.name, comparable(field, record)]));
    const changes = buildChanges(
      compared,
      edited,
      fields.map((field) => field.name),
    );
    if (changes.length === 0) {
      notify('medstaff.edit.nothing_changed', { type: 'info' });
      return;
    }
    update(
      resource,
      { id: record.id, data: { version: record.version, changes }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('medstaff.edit.saved', { type: 'success' }),
        onError: (error) => {
          const code = errorCode(error);
          const fieldError = code ? FIELD_ERRORS.get(code) : undefined;
          if (code === 'STALE_VERSION') setConflict(true);
          else if (fieldError && fields.some((field) => field.name === fieldError.field))
            setErrors((current) => ({ ...current, [fieldError.field]: fieldError.message }));
          else setFailure(errorMessage(error));
        },
      },
    );
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <WarnWhenDirty dirty={dirty} />
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        {conflict && (
          <Alert
            severity="warning"
            action={
              <Button
                color="inherit"
                onClick={() => {
                  setConflict(false);
                  onReload();
                }}
              >
                {translate('medstaff.edit.reload')}
              </Button>
            }
          >
            {translate('medstaff.edit.conflict')}
          </Alert>
        )}
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        {fields.map((field) => (
          <FieldRow
            key={field.name}
            field={field}
            value={values[field.name] ?? ''}
            original={original[field.name] ?? ''}
            editing={editing === field.name}
            locked={editing !== null && editing !== field.name}
            error={errors[field.name]}
            onChange={(value) => {
              const next = { ...values, [field.name]: value };
              setValues(next);
              // A message shown ('Incorrect url') goes as soon as the value is right.
              if (errors[field.name]) check(field, value, next);
              // A filled-in field that reads this one (the postcode, the country) is checked again at once.
              for (const dependent of dependentsOf([field.name], next)) check(dependent, next[dependent.name], next);
              // A country change locks immediately.
              if (field.kind === 'country') setEditing(null);
            }}
            onEdit={() => setEditing(field.name)}
            onSave={() => lockField(field)}
            onCancel={() => {
              setValues((current) => ({ ...current, [field.name]: original[field.name] ?? '' }));
              setErrors(({ [field.name]: _removed, ...others }) => others);
              setEditing(null);
            }}
          />
        ))}
        <Box>
          <Button type="submit" variant="contained" disabled={isPending}>
            {translate(saveLabel)}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
};
