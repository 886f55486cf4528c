import { useState } from 'react';
import { Box, Button, Card, CardContent, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ErrorCode } from '@medstaff/domain';
import { Breadcrumbs } from '../common/Breadcrumbs';
import { CountrySelect } from '../common/CountrySelect';
import { LogoUploadDialog } from '../common/LogoUploadDialog';
import { errorCode, errorMessage } from '../common/http-error';
import { WarnWhenDirty } from '../common/WarnWhenDirty';
import { validateAll } from '../common/validators';
import type { AppDataProvider } from '../data/data-provider';
import { ADD_ORGANISATION_FIELDS } from './organisation-fields';
import { PicturePicker } from './PicturePicker';

const emptyValues = () =>
  Object.fromEntries(ADD_ORGANISATION_FIELDS.map((field) => [field.name, ''])) as Record<string, string>;
const rules = Object.fromEntries(
  ADD_ORGANISATION_FIELDS.filter((field) => field.validate).map((field) => [field.name, field.validate!]),
);

/** The form's messages after one field changed: its own message re-checked, the others kept. */
function fieldErrors(
  current: Record<string, string>,
  field: (typeof ADD_ORGANISATION_FIELDS)[number],
  value: string,
): Record<string, string> {
  const { [field.name]: _previous, ...others } = current;
  const message = field.validate?.(value);
  return message ? { ...others, [field.name]: message } : others;
}

/** Refusals about the files, shown under the pictures (where the user looks), in the admin's language. */
const FILE_ERRORS: ReadonlyMap<ErrorCode, string> = new Map([
  ['LIMIT_REACHED', 'medstaff.organisations.too_many_pictures'],
  ['UNSUPPORTED_MEDIA_TYPE', 'medstaff.organisations.picture_type'],
  ['PAYLOAD_TOO_LARGE', 'medstaff.organisations.picture_size'],
]);

/**
 * addNewOrganisation: name, postcode, address, country, city, URL, one logo and up to 10 pictures,
 * sent together as one multipart request (the API stores all of it or nothing). The form clears
 * after success.
 */
export const OrganisationCreate = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [values, setValues] = useState(emptyValues);
  const [logo, setLogo] = useState<File | null>(null);
  const [pictures, setPictures] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [choosingLogo, setChoosingLogo] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [fileFailure, setFileFailure] = useState<string>();
  const dirty =
    !saving && (Object.values(values).some((value) => value.trim() !== '') || logo !== null || pictures.length > 0);

  const submit = async () => {
    setFailure(undefined);
    setFileFailure(undefined);
    const found = validateAll(values, rules);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const fields = Object.fromEntries(
        Object.entries(values)
          .map(([name, value]) => [name, value.trim()])
          .filter(([name, value]) => name !== 'city' || value !== ''),
      );
      await dataProvider.createOrganisation(fields, logo, pictures);
      notify('medstaff.organisations.created', { type: 'success' });
      setValues(emptyValues());
      setLogo(null);
      setPictures([]);
    } catch (error) {
      const code = errorCode(error);
      const fileError = code ? FILE_ERRORS.get(code) : undefined;
      if (fileError) setFileFailure(translate(fileError));
      else setFailure(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <WarnWhenDirty dirty={dirty} />
      <Title title={translate('medstaff.organisations.add_title')} />
      <Breadcrumbs
        crumbs={[
          { label: translate('medstaff.organisations.list_crumb'), path: 'organisation' },
          { label: translate('medstaff.organisations.add_title') },
        ]}
      />
      <Card sx={{ maxWidth: 720 }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('medstaff.organisations.add_title')}
          </Typography>
          <Box
            component="form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <Stack spacing={2}>
              {ADD_ORGANISATION_FIELDS.map((field) => {
                const props = {
                  label: translate(field.label),
                  value: values[field.name],
                  // City is marked required in the spec but not checked.
                  required: Boolean(field.validate) || field.name === 'city',
                  error: Boolean(errors[field.name]),
                  helperText: errors[field.name] ? translate(errors[field.name]) : undefined,
                  onChange: (event: { target: { value: string } }) => {
                    const value = event.target.value;
                    setValues((current) => ({ ...current, [field.name]: value }));
                    // A message shown ('Incorrect url') goes as soon as the value is right.
                    if (errors[field.name]) setErrors((current) => fieldErrors(current, field, value));
                  },
                };
                return field.kind === 'country' ? (
                  <CountrySelect key={field.name} {...props} />
                ) : (
                  <TextField key={field.name} {...props} />
                );
              })}
              <Stack direction="row" spacing={2} alignItems="center">
                <Typography>{translate('medstaff.organisations.logo')}</Typography>
                <Button variant="outlined" onClick={() => setChoosingLogo(true)}>
                  {translate('medstaff.organisations.add_logo')}
                </Button>
                <Typography variant="body2">{logo?.name ?? translate('medstaff.upload.none')}</Typography>
              </Stack>
              <PicturePicker
                pictures={pictures}
                onChange={(chosen) => {
                  setFileFailure(undefined);
                  setPictures(chosen);
                }}
              />
              {fileFailure && (
                <Typography color="error" role="alert">
                  {fileFailure}
                </Typography>
              )}
              {saving && <LinearProgress />}
              {failure && (
                <Typography color="error" role="alert">
                  {failure}
                </Typography>
              )}
              <Box>
                <Button type="submit" variant="contained" disabled={saving}>
                  {translate('medstaff.organisations.save')}
                </Button>
              </Box>
            </Stack>
          </Box>
        </CardContent>
      </Card>
      <LogoUploadDialog open={choosingLogo} onClose={() => setChoosingLogo(false)} onChoose={setLogo} />
    </>
  );
};
