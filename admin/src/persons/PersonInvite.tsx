import { Navigate, useParams } from 'react-router-dom';
import { Title, useBasename, useTranslate } from 'react-admin';
import { Breadcrumbs } from '../common/Breadcrumbs';
import { InviteForm } from '../common/invite/InviteForm';
import { isPersonType, ROLE_OF_TYPE } from './person-types';

/** addNewPersonUser/{personType}: invite a person of that type by email. */
export const PersonInvite = () => {
  const translate = useTranslate();
  const basename = useBasename();
  const { personType } = useParams();
  if (!isPersonType(personType)) return <Navigate to={`${basename}/persons/users`} replace />;
  const title = translate('medstaff.persons.add_title', { type: translate(`medstaff.persons.types.${personType}`) });
  return (
    <>
      <Title title={title} />
      <Breadcrumbs
        crumbs={[
          { label: translate(`medstaff.persons.list_crumbs.${personType}`), path: `persons/${personType}` },
          { label: title },
        ]}
      />
      <InviteForm key={personType} title={title} invitation={{ kind: 'PERSON', role: ROLE_OF_TYPE[personType] }} />
    </>
  );
};
