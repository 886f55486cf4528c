import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ErrorCode } from '@medstaff/domain';
import { CreateFields, CreateFormCard, useCreateForm } from '../common/create/CreateForm';
import { LogoUploadDialog } from '../common/LogoUploadDialog';
import { errorCode, errorMessage } from '../common/http-error';
import type { AppDataProvider } from '../data/data-provider';
import { ADD_ORGANISATION_FIELDS } from './organisation-fields';
import { PicturePicker } from './PicturePicker';

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
  const form = useCreateForm(ADD_ORGANISATION_FIELDS);
  const [logo, setLogo] = useState<File | null>(null);
  const [pictures, setPictures] = useState<File[]>([]);
  const [choosingLogo, setChoosingLogo] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [fileFailure, setFileFailure] = useState<string>();

  const submit = async () => {
    setFailure(undefined);
    setFileFailure(undefined);
    if (!form.validate()) return;
    setSaving(true);
    try {
      await dataProvider.createOrganisation(form.trimmed(), logo, pictures);
      notify('medstaff.organisations.created', { type: 'success' });
      form.reset();
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

  const title = translate('medstaff.organisations.add_title');
  return (
    <>
      <CreateFormCard
        title={title}
        crumbs={[{ label: translate('medstaff.organisations.list_crumb'), path: 'organisation' }, { label: title }]}
        saveLabel={translate('medstaff.organisations.save')}
        saving={saving}
        failure={failure}
        dirty={form.typed || logo !== null || pictures.length > 0}
        onSubmit={() => void submit()}
      >
        {/* City is marked required in the spec but not checked. */}
        <CreateFields form={form} fields={ADD_ORGANISATION_FIELDS} markRequired={(field) => field.name === 'city'} />
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
      </CreateFormCard>
      <LogoUploadDialog open={choosingLogo} onClose={() => setChoosingLogo(false)} onChoose={setLogo} />
    </>
  );
};
