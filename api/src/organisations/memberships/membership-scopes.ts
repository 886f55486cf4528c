import { allowList, type MembershipKind, type MembershipScope } from '@medstaff/domain';
import type { CsvColumn } from '../../platform/lists/csv-export';
import type { ListSpec } from '../../platform/lists/list-query.parser';
import {
  PERSON_EXPORT_COLUMNS,
  PERSON_SEARCH,
  PERSON_SEARCH_INDEX,
  PERSON_SORTS,
} from '../../people/persons-admin.service';
import type { MembershipRecord } from '../../people/member-tables';

export type { MembershipRecord } from '../../people/member-tables';

/** The membership resources of the back-office. */
export const MEMBERSHIP_RESOURCES = [
  'agency-users',
  'agency-customers',
  'organisation-users',
  'department-users',
  'department-customers',
] as const;
export type MembershipResource = (typeof MEMBERSHIP_RESOURCES)[number];

/** The parent ids a membership row carries (and a get may be checked against). */
export const PARENT_KEYS = ['agencyId', 'organisationId', 'departmentId'] as const;
export type ParentKey = (typeof PARENT_KEYS)[number];

/** How one resource reads its memberships: which table, which kind, which parents. */
export interface MembershipScopeSpec {
  resource: MembershipResource;
  /** Whose table the rows are in (`MemberTables.of(scope)`: the agencies or the organisations module). */
  scope: MembershipScope;
  /** Agencies and departments tell users from customers; organisations have users only. */
  kind?: MembershipKind;
  /** The parents of a row, nearest last: the filter names of the list and the keys of the row. */
  parents: readonly ParentKey[];
  /** The not-found text of one row. */
  what: string;
  list: ListSpec;
  columns: readonly CsvColumn<MembershipRecord>[];
}

const PARENT_EXPORT_LABEL = new Map<ParentKey, CsvColumn<MembershipRecord>['label']>([
  ['agencyId', 'export.column.agencyId'],
  ['organisationId', 'export.column.organisationId'],
  ['departmentId', 'export.column.departmentId'],
]);

/** The column of each parent filter in the list query (`department` is joined for department rows). */
const PARENT_COLUMN = new Map<ParentKey, string>([
  ['agencyId', 'membership.agencyId'],
  ['organisationId', 'membership.organisationId'],
  ['departmentId', 'membership.departmentId'],
]);

export const parentOf = (row: MembershipRecord, key: ParentKey): number | undefined =>
  key === 'organisationId' && row.department ? row.department.organisationId : row[key];

function scopeSpec(
  resource: MembershipResource,
  scope: MembershipScope,
  kind: MembershipKind | undefined,
  what: string,
): MembershipScopeSpec {
  const parents: ParentKey[] =
    scope === 'AGENCY'
      ? ['agencyId']
      : scope === 'ORGANISATION'
        ? ['organisationId']
        : ['organisationId', 'departmentId'];
  const filters = parents.map((key): [string, string] => [
    key,
    scope === 'DEPARTMENT' && key === 'organisationId'
      ? 'department.organisationId'
      : (PARENT_COLUMN.get(key) as string),
  ]);
  const confirmed = scope === 'ORGANISATION';
  return {
    resource,
    scope,
    kind,
    parents,
    what,
    list: {
      sortable: allowList({
        ...PERSON_SORTS,
        id: 'membership.id',
        ...(confirmed ? { confirmedAt: 'membership.confirmedAt' } : {}),
      }),
      defaultSort: 'lastName',
      searchable: PERSON_SEARCH,
      searchIndex: PERSON_SEARCH_INDEX,
      filters: new Map(filters),
    },
    columns: [
      { key: 'id', label: 'export.column.id', value: (membership) => membership.id },
      { key: 'personId', label: 'export.column.personId', value: (membership) => membership.personId },
      ...parents.map((key): CsvColumn<MembershipRecord> => ({
        key,
        label: PARENT_EXPORT_LABEL.get(key) as CsvColumn<MembershipRecord>['label'],
        value: (membership) => parentOf(membership, key),
      })),
      ...PERSON_EXPORT_COLUMNS.filter((column) => column.key !== 'id').map((column): CsvColumn<MembershipRecord> => ({
        ...column,
        value: (membership) => column.value(membership.person),
      })),
      ...(confirmed
        ? [
            {
              key: 'confirmedAt',
              label: 'export.column.confirmedAt' as const,
              value: (membership: MembershipRecord) => membership.confirmedAt ?? null,
            },
          ]
        : []),
    ],
  };
}

/** Every membership resource, by name: the one table of what differs between the scopes. */
export const MEMBERSHIP_SCOPE_SPECS: ReadonlyMap<MembershipResource, MembershipScopeSpec> = new Map(
  [
    scopeSpec('agency-users', 'AGENCY', 'USER', 'The agency user'),
    scopeSpec('agency-customers', 'AGENCY', 'CUSTOMER', 'The agency customer'),
    scopeSpec('organisation-users', 'ORGANISATION', undefined, 'The organisation user'),
    scopeSpec('department-users', 'DEPARTMENT', 'USER', 'The department user'),
    scopeSpec('department-customers', 'DEPARTMENT', 'CUSTOMER', 'The department customer'),
  ].map((spec) => [spec.resource, spec]),
);

export function membershipScope(resource: MembershipResource): MembershipScopeSpec {
  return MEMBERSHIP_SCOPE_SPECS.get(resource) as MembershipScopeSpec;
}
