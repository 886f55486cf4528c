import { useState } from 'react';
import { Box, Button, Card, CardContent, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { useNavigate, useParams } from 'react-router-dom';
import { Loading, NotFound, Title, useBasename, useCreate, useNotify, useTranslate } from 'react-admin';
import { Breadcrumbs } from '../common/Breadcrumbs';
import { textToList } from '../common/change-set';
import { errorMessage } from '../common/http-error';
import { useParentCrumbs } from '../members/useParentCrumbs';
import { validateDepartment, type Department } from './department-fields';

const emptyValues = () => ({ name: '', skills: '' });

/**
 * addNewDepartment/{orgId}: 'Add New Department' with Department Name and Skills (both required,
 * skills as text separated by commas), SAVE; the new department's detail opens after the save.
 */
export const DepartmentCreate = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const { orgId } = useParams();
  const parents = useParentCrumbs({ organisationId: orgId });
  const [create, { isPending: saving }] = useCreate<Department>();
  const [values, setValues] = useState(emptyValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();

  if (parents.notFound) return <NotFound />;
  if (parents.isPending) return <Loading />;
  const title = translate('medstaff.departments.add_title');

  const submit = () => {
    setFailure(undefined);
    const found = validateDepartment(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create(
      'departments',
      { data: { organisationId: Number(orgId), name: values.name.trim(), skills: textToList(values.skills) } },
      {
        onSuccess: (department) => {
          notify('medstaff.departments.created', { type: 'success' });
          setValues(emptyValues());
          navigate(`${basename}/department/${orgId}/${department.id}`);
        },
        onError: (error) => setFailure(errorMessage(error)),
      },
    );
  };

  const field = (name: 'name' | 'skills', label: string, helper?: string) => (
    <TextField
      label={translate(label)}
      value={values[name]}
      required
      error={Boolean(errors[name])}
      helperText={errors[name] ? translate(errors[name]) : helper && translate(helper)}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
    />
  );

  return (
    <>
      <Title title={title} />
      <Breadcrumbs crumbs={[...parents.crumbs, { label: title }]} />
      <Card sx={{ maxWidth: 720 }}>
        <CardContent>
          <Typography variant="h6" component="h1" gutterBottom>
            {title}
          </Typography>
          <Box
            component="form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <Stack spacing={2}>
              {field('name', 'medstaff.departments.name')}
              {field('skills', 'medstaff.departments.skills_input', 'medstaff.departments.skills_helper')}
              {saving && <LinearProgress />}
              {failure && (
                <Typography color="error" role="alert">
                  {failure}
                </Typography>
              )}
              <Box>
                <Button type="submit" variant="contained" disabled={saving}>
                  {translate('medstaff.departments.save')}
                </Button>
              </Box>
            </Stack>
          </Box>
        </CardContent>
      </Card>
    </>
  );
};
