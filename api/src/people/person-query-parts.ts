import type { EntityManager } from 'typeorm';
import { rawText, rawTextOrNull, sqlNames, type RowsByIdPart } from '../platform/database/query-parts';
import type { PersonProfile } from './person-contacts.service';
import { Person } from './person.entity';

/** A person's name and qualification, as another module shows them (a request's candidates). */
export type PersonNameFields = Pick<PersonProfile, 'firstName' | 'lastName' | 'qualificationLevel'>;

/** Persons' names by id, as one statement per `IN (…)` list that the caller runs (`RowsByIdPart`). */
export function personNamesById(manager: EntityManager): RowsByIdPart<PersonNameFields> {
  const { table, columns } = sqlNames(manager, Person, ['id', 'firstName', 'lastName', 'qualificationLevel']);
  const selected = [columns.id, columns.firstName, columns.lastName, columns.qualificationLevel].join(', ');
  return {
    sql: (placeholders) => `SELECT ${selected} FROM ${table} WHERE ${columns.id} IN (${placeholders})`,
    id: (row) => Number(row[columns.id]),
    fields: (row) => ({
      firstName: rawText(row[columns.firstName]),
      lastName: rawText(row[columns.lastName]),
      qualificationLevel: rawTextOrNull(row[columns.qualificationLevel]),
    }),
  };
}
