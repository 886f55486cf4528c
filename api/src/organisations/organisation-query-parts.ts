import type { DataSource, EntityManager } from 'typeorm';
import { rawText, rawTextOrNull, sqlNames, type JoinPart, type RowsByIdPart } from '../platform/database/query-parts';
import { Department } from './departments/department.entity';
import { Organisation } from './organisation.entity';

/** An organisation's name and address, as another module shows them (a request's wire). */
export interface OrganisationAddressFields {
  name: string;
  address: string;
  postcode: string;
  city: string | null;
  country: string | null;
}

/** Organisations' names and addresses by id, one statement per `IN (…)` list that the caller runs. */
export function organisationAddressesById(manager: EntityManager): RowsByIdPart<OrganisationAddressFields> {
  const { table, columns } = sqlNames(manager, Organisation, ['id', 'name', 'address', 'postcode', 'city', 'country']);
  const selected = [columns.id, columns.name, columns.address, columns.postcode, columns.city, columns.country];
  return {
    sql: (placeholders) => `SELECT ${selected.join(', ')} FROM ${table} WHERE ${columns.id} IN (${placeholders})`,
    id: (row) => Number(row[columns.id]),
    fields: (row) => ({
      name: rawText(row[columns.name]),
      address: rawText(row[columns.address]),
      postcode: rawText(row[columns.postcode]),
      city: rawTextOrNull(row[columns.city]),
      country: rawTextOrNull(row[columns.country]),
    }),
  };
}

/** Departments' names by id, one statement per `IN (…)` list that the caller runs. */
export function departmentNamesById(manager: EntityManager): RowsByIdPart<string> {
  const { table, columns } = sqlNames(manager, Department, ['id', 'name']);
  return {
    sql: (placeholders) =>
      `SELECT ${columns.id}, ${columns.name} FROM ${table} WHERE ${columns.id} IN (${placeholders})`,
    id: (row) => Number(row[columns.id]),
    fields: (row) => rawText(row[columns.name]),
  };
}

/**
 * The department's name joined onto another module's query: `LEFT JOIN` (a row without a
 * department keeps NULL), `alias` for the department's table, `on` the caller's column holding the
 * department's id (`job.department_id`), `as` the name the caller's row reads.
 */
export function departmentNameJoin(
  source: EntityManager | DataSource,
  { alias, on, as }: { alias: string; on: string; as: string },
): JoinPart {
  const { table, columns } = sqlNames(source, Department, ['id', 'name']);
  return {
    select: `${alias}.${columns.name} AS ${as}`,
    join: `LEFT JOIN ${table} ${alias} ON ${alias}.${columns.id} = ${on}`,
  };
}
