import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Loading, NotFound, useBasename, useCreate, useNotify, useTranslate } from 'react-admin';
import { textToList } from '../common/change-set';
import { CreateFields, CreateFormCard, useCreateForm, useNavigateWhenSaved } from '../common/create/CreateForm';
import { errorMessage } from '../common/http-error';
import { useParentCrumbs } from '../members/useParentCrumbs';
import { DEPARTMENT_FIELDS, type Department } from './department-fields';

/** The add form's labels: 'Skills' typed as text separated by commas. */
const SKILLS_HELPER = { skills: 'medstaff.departments.skills_helper' };

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
  const form = useCreateForm(DEPARTMENT_FIELDS);
  const [failure, setFailure] = useState<string>();
  const openWhenSaved = useNavigateWhenSaved(navigate);

  if (parents.notFound) return <NotFound />;
  if (parents.isPending) return <Loading />;
  const title = translate('medstaff.departments.add_title');

  const submit = () => {
    setFailure(undefined);
    if (!form.validate()) return;
    const { name, skills } = form.trimmed();
    create(
      'departments',
      { data: { organisationId: Number(orgId), name, skills: textToList(skills) } },
      {
        onSuccess: (department) => {
          notify('medstaff.departments.created', { type: 'success' });
          form.reset();
          openWhenSaved(`${basename}/department/${orgId}/${department.id}`);
        },
        onError: (error) => setFailure(errorMessage(error)),
      },
    );
  };

  return (
    <CreateFormCard
      title={title}
      crumbs={[...parents.crumbs, { label: title }]}
      saveLabel={translate('medstaff.departments.save')}
      saving={saving}
      failure={failure}
      dirty={form.typed}
      onSubmit={submit}
    >
      <CreateFields form={form} fields={DEPARTMENT_FIELDS} helpers={SKILLS_HELPER} />
    </CreateFormCard>
  );
};
