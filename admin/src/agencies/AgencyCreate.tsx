import { useState } from 'react';
import { Box, Button, Card, CardContent, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { CountrySelect } from '../common/CountrySelect';
import { Breadcrumbs } from '../common/Breadcrumbs';
import { LogoUploadDialog } from '../common/LogoUploadDialog';
import { errorMessage } from '../common/http-error';
import { validateAll, validateLogo } from '../common/validators';
import type { AppDataProvider } from '../data/data-provider';
import { AGENCY_FIELDS } from './agency-fields';

const emptyValues = () => Object.fromEntries(AGENCY_FIELDS.map((field) => [field.name, ''])) as Record<string, string>;
const rules = Object.fromEntries(
  AGENCY_FIELDS.filter((field) => field.validate).map((field) => [field.name, field.validate!]),
);

/**
 * addNewAgencies: name, address, postcode, city, country, url and a logo, all required but city.
 * Saving sends the fields and the logo in one multipart request: the agency exists with its logo,
 * or not at all (a retry after a failure cannot create a duplicate). The form clears after success.
 */
export const AgencyCreate = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [values, setValues] = useState(emptyValues);
  const [logo, setLogo] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [choosingLogo, setChoosingLogo] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();

  const submit = async () => {
    setFailure(undefined);
    const found = validateAll(values, rules);
    const logoError = validateLogo(logo);
    if (logoError) found.logo = logoError;
    setErrors(found);
    if (Object.keys(found).length > 0 || !logo) return;
    setSaving(true);
    try {
      const data = Object.fromEntries(
        Object.entries(values)
          .map(([name, value]) => [name, value.trim()])
          .filter(([name, value]) => name !== 'city' || value !== ''),
      );
      await dataProvider.createAgency(data, logo);
      notify('medstaff.agencies.created', { type: 'success' });
      setValues(emptyValues());
      setLogo(null);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Title title={translate('medstaff.agencies.add_title')} />
      <Breadcrumbs
        crumbs={[
          { label: translate('medstaff.agencies.list_crumb'), path: 'agencies' },
          { label: translate('medstaff.agencies.add_title') },
        ]}
      />
      <Card sx={{ maxWidth: 640 }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('medstaff.agencies.add_title')}
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
              {AGENCY_FIELDS.map((field) => {
                const props = {
                  label: translate(field.label),
                  value: values[field.name],
                  required: Boolean(field.validate),
                  error: Boolean(errors[field.name]),
                  helperText: errors[field.name] ? translate(errors[field.name]) : undefined,
                  onChange: (event: { target: { value: string } }) =>
                    setValues((current) => ({ ...current, [field.name]: event.target.value })),
                };
                return field.kind === 'country' ? (
                  <CountrySelect key={field.name} {...props} />
                ) : (
                  <TextField key={field.name} {...props} />
                );
              })}
              <Stack direction="row" spacing={2} alignItems="center">
                <Typography>{translate('medstaff.agencies.logo')} *</Typography>
                <Button variant="outlined" onClick={() => setChoosingLogo(true)}>
                  {translate('medstaff.upload.add')}
                </Button>
                <Typography variant="body2">{logo?.name ?? translate('medstaff.upload.none')}</Typography>
              </Stack>
              {errors.logo && (
                <Typography color="error" variant="body2">
                  {translate(errors.logo)}
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
                  {translate('medstaff.agencies.save')}
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
