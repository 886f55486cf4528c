import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { CreateFields, CreateFormCard, useCreateForm } from '../common/create/CreateForm';
import { LogoUploadDialog } from '../common/LogoUploadDialog';
import { errorMessage } from '../common/http-error';
import { validateLogo } from '../common/validators';
import type { AppDataProvider } from '../data/data-provider';
import { AGENCY_FIELDS } from './agency-fields';

/**
 * addNewAgencies: name, address, postcode, city, country, url and a logo, all required but city.
 * Saving sends the fields and the logo in one multipart request: the agency exists with its logo,
 * or not at all (a retry after a failure cannot create a duplicate). The form clears after success.
 */
export const AgencyCreate = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const form = useCreateForm(AGENCY_FIELDS);
  const [logo, setLogo] = useState<File | null>(null);
  const [choosingLogo, setChoosingLogo] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();

  const submit = async () => {
    setFailure(undefined);
    const logoError = validateLogo(logo);
    if (!form.validate(logoError ? { logo: logoError } : {}) || !logo) return;
    setSaving(true);
    try {
      await dataProvider.createAgency(form.trimmed(), logo);
      notify('medstaff.agencies.created', { type: 'success' });
      form.reset();
      setLogo(null);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  const title = translate('medstaff.agencies.add_title');
  return (
    <>
      <CreateFormCard
        title={title}
        crumbs={[{ label: translate('medstaff.agencies.list_crumb'), path: 'agencies' }, { label: title }]}
        saveLabel={translate('medstaff.agencies.save')}
        saving={saving}
        failure={failure}
        dirty={form.typed || logo !== null}
        onSubmit={() => void submit()}
        maxWidth={640}
      >
        <CreateFields form={form} fields={AGENCY_FIELDS} />
        <Stack direction="row" spacing={2} alignItems="center">
          <Typography>{translate('medstaff.agencies.logo')} *</Typography>
          <Button variant="outlined" onClick={() => setChoosingLogo(true)}>
            {translate('medstaff.upload.add')}
          </Button>
          <Typography variant="body2">{logo?.name ?? translate('medstaff.upload.none')}</Typography>
        </Stack>
        {form.errors.logo && (
          <Typography color="error" variant="body2">
            {translate(form.errors.logo)}
          </Typography>
        )}
      </CreateFormCard>
      <LogoUploadDialog
        open={choosingLogo}
        onClose={() => setChoosingLogo(false)}
        onChoose={(file) => {
          setLogo(file);
          form.setErrors(({ logo: _shown, ...others }) => others);
        }}
      />
    </>
  );
};
