import { useEffect, useState, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Breadcrumbs, type Crumb } from '../Breadcrumbs';
import { CountrySelect } from '../CountrySelect';
import { textToList } from '../change-set';
import type { EditableField } from '../edit/editable-field';
import { WarnWhenDirty } from '../WarnWhenDirty';

type Values = Record<string, string>;

const emptyValues = (fields: readonly EditableField[]): Values =>
  Object.fromEntries(fields.map((field) => [field.name, '']));

/** The value a field's validator sees: a list typed as 'a, , b' counts by its entries. */
const checked = (field: EditableField, value: string) => (field.kind === 'list' ? textToList(value).join(', ') : value);

const messageFor = (field: EditableField, values: Values) =>
  field.validate?.(checked(field, values[field.name] ?? ''), values);

/**
 * The state of an add form (agency, organisation, department): its values, the messages shown,
 * and whether anything was typed. A message shown under a field is re-checked on every keystroke,
 * so 'Incorrect url' goes as soon as the URL is right, and so is one that reads the changed field
 * (the postcode when the country changes); other fields keep theirs until Save.
 */
export function useCreateForm(fields: readonly EditableField[]) {
  const [values, setValues] = useState<Values>(() => emptyValues(fields));
  const [errors, setErrors] = useState<Values>({});

  const change = (field: EditableField, value: string) => {
    const next = { ...values, [field.name]: value };
    setValues(next);
    const rechecked = fields.filter(
      (other) => other.name === field.name || (other.dependsOn ?? []).includes(field.name),
    );
    setErrors((current) => {
      let updated = current;
      for (const other of rechecked) {
        if (!current[other.name]) continue;
        const { [other.name]: _previous, ...others } = updated;
        const message = messageFor(other, next);
        updated = message ? { ...others, [other.name]: message } : others;
      }
      return updated;
    });
  };

  /** Checks every field and shows the messages; true when the form may be sent. */
  const validate = (extra: Values = {}) => {
    const found: Values = { ...extra };
    for (const field of fields) {
      const message = messageFor(field, values);
      if (message) found[field.name] = message;
    }
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  /** The trimmed values, without the optional fields left empty. */
  const trimmed = (): Values =>
    Object.fromEntries(
      fields
        .filter((field) => field.validate || values[field.name].trim() !== '')
        .map((field) => [field.name, values[field.name].trim()]),
    );

  return {
    values,
    errors,
    setErrors,
    change,
    validate,
    trimmed,
    reset: () => {
      setValues(emptyValues(fields));
      setErrors({});
    },
    typed: Object.values(values).some((value) => value.trim() !== ''),
  };
}

export type CreateFormState = ReturnType<typeof useCreateForm>;

interface CreateFieldsProps {
  form: CreateFormState;
  fields: readonly EditableField[];
  /** Marked required without a check (the spec's agency and organisation city). */
  markRequired?: (field: EditableField) => boolean;
  /** Helper text keys shown under a field while it has no message. */
  helpers?: Record<string, string>;
}

/** The add form's inputs: a text field, or the country select, per field, with its message. */
export const CreateFields = ({ form, fields, markRequired, helpers = {} }: CreateFieldsProps) => {
  const translate = useTranslate();
  return (
    <>
      {fields.map((field) => {
        const error = form.errors[field.name];
        const helper = Object.hasOwn(helpers, field.name) ? helpers[field.name] : undefined;
        const props = {
          label: translate(field.label),
          value: form.values[field.name],
          required: Boolean(field.validate) || Boolean(markRequired?.(field)),
          error: Boolean(error),
          helperText: error ? translate(error) : helper && translate(helper),
          onChange: (event: { target: { value: string } }) => form.change(field, event.target.value),
        };
        return field.kind === 'country' ? (
          <CountrySelect key={field.name} {...props} />
        ) : (
          <TextField key={field.name} {...props} />
        );
      })}
    </>
  );
};

interface CreateFormCardProps {
  title: string;
  crumbs: Crumb[];
  saveLabel: string;
  saving: boolean;
  failure?: string;
  /** Unsaved input: leaving asks first. */
  dirty: boolean;
  onSubmit: () => void;
  maxWidth?: number;
  children: ReactNode;
}

/**
 * The frame of every add form: title, breadcrumbs, a card with the inputs, a progress bar while
 * saving, the server's refusal where the user looks (above Save), and the unsaved-changes warning.
 */
export const CreateFormCard = ({
  title,
  crumbs,
  saveLabel,
  saving,
  failure,
  dirty,
  onSubmit,
  maxWidth = 720,
  children,
}: CreateFormCardProps) => (
  <>
    <WarnWhenDirty dirty={dirty && !saving} />
    <Title title={title} />
    <Breadcrumbs crumbs={crumbs} />
    <Card sx={{ maxWidth }}>
      <CardContent>
        <Typography variant="h6" component="h1" gutterBottom>
          {title}
        </Typography>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <Stack spacing={2}>
            {children}
            {saving && <LinearProgress />}
            {failure && (
              <Typography color="error" role="alert">
                {failure}
              </Typography>
            )}
            <Box>
              <Button type="submit" variant="contained" disabled={saving}>
                {saveLabel}
              </Button>
            </Box>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  </>
);

/**
 * Navigates once the form has re-rendered clean: a save that opens the new record must not be
 * held by the unsaved-changes warning of the values it has just saved.
 */
export function useNavigateWhenSaved(navigate: (path: string) => void) {
  const [target, setTarget] = useState<string>();
  useEffect(() => {
    if (target !== undefined) navigate(target);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target]);
  return setTarget;
}
