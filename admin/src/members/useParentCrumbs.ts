import { useGetOne, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import type { Crumb } from '../common/Breadcrumbs';
import type { MemberParents } from './member-scopes';

const OPTIONS = { retry: false, refetchOnWindowFocus: false } as const;

/**
 * The crumbs of a member's parents (Agencies List > Agency (name), or Organisations List >
 * Organisation (name) [> Department (name)]), read from the API. A department of another
 * organisation, or an unknown parent, ends in `notFound`.
 */
export function useParentCrumbs(parents: MemberParents): { crumbs: Crumb[]; notFound: boolean; isPending: boolean } {
  const translate = useTranslate();
  const has = (id: Identifier | undefined) => id !== undefined && id !== '';
  const agency = useGetOne<RaRecord>(
    'agencies',
    { id: parents.agencyId as Identifier },
    { ...OPTIONS, enabled: has(parents.agencyId) },
  );
  const organisation = useGetOne<RaRecord>(
    'organisations',
    { id: parents.organisationId as Identifier },
    { ...OPTIONS, enabled: has(parents.organisationId) },
  );
  const department = useGetOne<RaRecord>(
    'departments',
    { id: parents.departmentId as Identifier, meta: { parents: { organisationId: parents.organisationId } } },
    { ...OPTIONS, enabled: has(parents.departmentId) && has(parents.organisationId) },
  );
  const used = [
    has(parents.agencyId) && agency,
    has(parents.organisationId) && organisation,
    has(parents.departmentId) && department,
  ].filter((query): query is typeof agency => Boolean(query));
  const notFound = used.length === 0 || used.some((query) => query.isError);
  const isPending = !notFound && used.some((query) => query.isPending);
  const crumbs: Crumb[] = [];
  if (has(parents.agencyId)) {
    crumbs.push(
      { label: translate('medstaff.agencies.list_crumb'), path: 'agencies' },
      {
        label: translate('medstaff.agencies.agency_crumb', { name: agency.data?.name ?? '' }),
        path: `agencies/${parents.agencyId}`,
      },
    );
  }
  if (has(parents.organisationId)) {
    crumbs.push(
      { label: translate('medstaff.organisations.list_crumb'), path: 'organisation' },
      {
        label: translate('medstaff.organisations.organisation_crumb', { name: organisation.data?.name ?? '' }),
        path: `organisation/${parents.organisationId}`,
      },
    );
  }
  if (has(parents.departmentId)) {
    crumbs.push({
      label: translate('medstaff.departments.crumb', { name: department.data?.name ?? '' }),
      path: `department/${parents.organisationId}/${parents.departmentId}`,
    });
  }
  return { crumbs, notFound, isPending };
}
