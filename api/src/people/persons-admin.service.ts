import { Injectable } from '@nestjs/common';
import {
  allowList,
  canonicalEmail,
  checkEmail,
  checkPhone,
  codePointLength,
  COUNTRY_CODES,
  parseEuros,
} from '@medstaff/domain';
import { DataSource, Not, type EntityManager } from 'typeorm';
import {
  applyChangeSet,
  parsers,
  postcodeFitsCountry,
  type ChangeSetDto,
  type EditableFields,
} from '../platform/admin/change-set';
import { parseExportQuery, type CsvColumn, type CsvExport } from '../platform/lists/csv-export';
import { readListPage, type ListResult } from '../platform/lists/list-page';
import { parseListQuery, type ListSpec, type RawListQuery } from '../platform/lists/list-query.parser';
import { AuditService } from '../platform/audit/audit.service';
import { DomainError, emailTaken, notFound } from '../platform/common/domain-error';
import { withParams } from '../platform/common/messages';
import type { AgencySummaryDto, PersonProfileDto, PersonRowDto } from './dto/person-admin.dto';
import { toPersonProfile, toPersonRow } from './person-admin.mapper';
import { PersonMemberships } from './person-memberships.service';
import { Person } from './person.entity';
import { PERSON_NGRAM_TABLE } from './person-search-index';
import { PersonSearchRow } from './person-search-row.entity';

/**
 * The columns of a list row (toPersonRow), for the persons lists and, with their person, the
 * memberships': never the password hash, nor the profile.
 */
export const PERSON_ROW_COLUMNS = [
  'person.id',
  'person.email',
  'person.firstName',
  'person.lastName',
  'person.contact',
  'person.role',
  'person.status',
  'person.version',
];

/**
 * What the CSV exports read of a person (PERSON_EXPORT_COLUMNS): the exported columns and no
 * more, never the password hash; reading all 28 columns cost a third of a large export's time.
 */
export const PERSON_EXPORT_SELECT = [...PERSON_ROW_COLUMNS, 'person.createdAt'];

export const PERSON_SORTS = {
  id: 'person.id',
  // Stored lower-case (see Person.email): the unique index serves the sort on both dialects.
  email: 'person.email',
  firstName: 'LOWER(person.firstName)',
  lastName: 'LOWER(person.lastName)',
  contact: 'person.contact',
  role: 'person.role',
  createdAt: 'person.createdAt',
};
export const PERSON_SEARCH = ['person.email', 'person.firstName', 'person.lastName', 'person.contact'];
/**
 * The indexes of PERSON_SEARCH: the FTS5 trigram table on SQLite (migration PersonSearchIndex);
 * on MySQL/MariaDB person_ngram where the server has an n-gram engine (person-search-index.ts).
 */
export const PERSON_SEARCH_INDEX = {
  sqliteTable: 'person_search',
  idColumn: 'person.id',
  ngram: { table: PERSON_NGRAM_TABLE, mirrors: 'person', entity: PersonSearchRow },
};

export const PERSON_LIST: ListSpec = {
  sortable: allowList(PERSON_SORTS),
  defaultSort: 'lastName',
  uniqueSorts: new Set(['id', 'email']),
  searchable: PERSON_SEARCH,
  searchIndex: { ...PERSON_SEARCH_INDEX, mysqlIndex: 'ix_person_search' },
  countryColumn: 'person.country',
  filters: allowList({ role: 'person.role', status: 'person.status' }),
};

/** The columns of the persons export: the list's fields and the registration date, never secrets. */
export const PERSON_EXPORT_COLUMNS: CsvColumn<Person>[] = [
  { key: 'id', label: 'export.column.id', value: (person) => person.id },
  { key: 'email', label: 'export.column.email', value: (person) => person.email },
  { key: 'firstName', label: 'export.column.firstName', value: (person) => person.firstName },
  { key: 'lastName', label: 'export.column.lastName', value: (person) => person.lastName },
  { key: 'contact', label: 'export.column.contact', value: (person) => person.contact },
  { key: 'role', label: 'export.column.role', value: (person) => person.role },
  { key: 'status', label: 'export.column.status', value: (person) => person.status },
  { key: 'createdAt', label: 'export.column.createdAt', value: (person) => person.createdAt },
];

const list =
  (label: string) =>
  (value: unknown): string[] => {
    const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : null;
    if (!items || !items.every((item) => typeof item === 'string'))
      throw new Error(withParams('changeSet.notList', { label }));
    const cleaned = (items as string[]).map((item) => item.trim()).filter(Boolean);
    if (cleaned.length > 50 || cleaned.some((item) => codePointLength(item) > 100))
      throw new Error(withParams('changeSet.listTooLong', { label, entries: 50, max: 100 }));
    return cleaned;
  };
const optionalWholeNumber =
  (label: string) =>
  (value: unknown): number | null => {
    if (value === null || value === '' || value === undefined) return null;
    const number = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
    if (!Number.isInteger(number) || number < 0 || number > 1_000_000) {
      throw new Error(withParams('changeSet.notWholeNumber', { label }));
    }
    return number;
  };
/** A euro amount from 0 to 1,000,000 as the shared `parseEuros` reads it (`80`, `80,50`, `1.234,50`), stored with cents. */
const optionalEuros =
  (label: string) =>
  (value: unknown): string | null => {
    if (value === null || value === '' || value === undefined) return null;
    const euros = parseEuros(value);
    if (euros === undefined || euros > 1_000_000) throw new Error(withParams('changeSet.notNumber', { label }));
    return euros.toFixed(2);
  };

/** The person fields an administrator may change; profile fields by the spec's dotted paths. */
export const PERSON_FIELDS: EditableFields<Person> = allowList({
  email: {
    column: 'email',
    parse: (value) =>
      parsers.checked(
        'Email',
        254,
        checkEmail,
        'input.emailNotValid',
      )(typeof value === 'string' ? canonicalEmail(value) : value),
  },
  firstName: { column: 'firstName', parse: parsers.requiredText('First name', 100) },
  lastName: { column: 'lastName', parse: parsers.requiredText('Last name', 100) },
  contact: {
    column: 'contact',
    parse: parsers.checked('Contact', 40, checkPhone, 'input.contactNotPhone'),
  },
  address: { column: 'address', parse: parsers.optionalText('Address', 255) },
  postcode: { column: 'postcode', parse: parsers.optionalText('Postcode', 20) },
  city: { column: 'city', parse: parsers.optionalText('City', 100) },
  country: {
    column: 'country',
    parse: (value) => (value === null || value === '' ? null : parsers.oneOf('Country', COUNTRY_CODES)(value)),
  },
  'qualification.level.type': { column: 'qualificationLevel', parse: parsers.optionalText('Qualification level', 100) },
  'qualification.additionalInfo.type': {
    column: 'qualificationAdditionalInfo',
    parse: parsers.optionalText('Additional qualification', 255),
  },
  skills: { column: 'skills', parse: list('Skills') },
  'preferences.distance': { column: 'preferenceDistance', parse: optionalWholeNumber('Distance') },
  'preferences.minSalary': { column: 'preferenceMinSalary', parse: optionalEuros('Min salary') },
  'preferences.jobType': { column: 'preferenceJobTypes', parse: list('Job type') },
});

/**
 * People in the back-office: the persons lists (by role). Memberships (users and customers of
 * agencies, organisations and departments) live in memberships/ and use the person helpers here.
 * Changes go to the person, versioned and audited.
 */
@Injectable()
export class PersonsAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly memberships: PersonMemberships,
  ) {}

  async listPersons(raw: RawListQuery): Promise<ListResult<PersonRowDto>> {
    const query = parseListQuery(raw, PERSON_LIST);
    const [persons, total] = await readListPage(
      this.dataSource.getRepository(Person).createQueryBuilder('person').select(PERSON_ROW_COLUMNS),
      query,
      PERSON_LIST,
    );
    return { query, rows: persons.map((person) => toPersonRow(person)), total };
  }

  /** All persons matching the list's sort and filter, for `sendCsvExport` (400 for a bad sort or filter). */
  exportPersons(raw: RawListQuery): CsvExport<Person> {
    return {
      resource: 'persons',
      spec: PERSON_LIST,
      query: parseExportQuery(raw, PERSON_LIST),
      rows: () => this.dataSource.getRepository(Person).createQueryBuilder('person').select(PERSON_EXPORT_SELECT),
      columns: PERSON_EXPORT_COLUMNS,
    };
  }

  async getPerson(id: number): Promise<PersonProfileDto> {
    const person = await this.loadProfile(this.dataSource.manager, id);
    return toPersonProfile(person, await this.agenciesOf(person.id));
  }

  async changePerson(id: number, changeSet: ChangeSetDto, actorId: number): Promise<PersonProfileDto> {
    await this.changeAndAudit(id, changeSet, actorId, 'persons', id);
    return this.getPerson(id);
  }

  async deletePerson(id: number, actorId: number): Promise<PersonRowDto> {
    if (id === actorId) throw new DomainError('CONFLICT', 'admin.cannotDeleteSelf');
    return this.dataSource.transaction(async (manager) => {
      const person = await manager.findOne(Person, { where: { id } });
      if (!person) throw notFound('The person');
      await manager.delete(Person, { id });
      await this.audit.record(manager, actorId, 'persons', id, 'delete', [
        { field: 'email', oldValue: person.email, newValue: null },
      ]);
      return toPersonRow(person);
    });
  }

  /** A member's profile: the person's whole record, with the membership's id as the row id. */
  async memberProfile(personId: number, rowId: number): Promise<PersonProfileDto> {
    const person = await this.loadProfile(this.dataSource.manager, personId);
    return toPersonProfile(person, await this.agenciesOf(person.id), rowId);
  }

  /** Changes a member's person (versioned), audited under the membership's resource and id. */
  changeMemberPerson(
    personId: number,
    changeSet: ChangeSetDto,
    actorId: number,
    resource: string,
    recordId: number,
  ): Promise<void> {
    return this.changeAndAudit(personId, changeSet, actorId, resource, recordId);
  }

  private async changeAndAudit(
    personId: number,
    changeSet: ChangeSetDto,
    actorId: number,
    resource: string,
    recordId: number,
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const email = changeSet.changes.find((change) => change.field === 'email')?.value;
      if (
        typeof email === 'string' &&
        (await manager.exists(Person, { where: { email: canonicalEmail(email), id: Not(personId) } }))
      ) {
        throw emailTaken();
      }
      const { changes } = await applyChangeSet(
        manager,
        Person,
        personId,
        changeSet,
        PERSON_FIELDS,
        'The person',
        postcodeFitsCountry,
      );
      if (changes.length) await this.audit.record(manager, actorId, resource, recordId, 'update', changes);
    });
  }

  private async loadProfile(manager: EntityManager, id: number): Promise<Person> {
    const person = await manager.findOne(Person, { where: { id }, relations: { education: true, jobHistory: true } });
    if (!person) throw notFound('The person');
    return person;
  }

  /** The agencies the person belongs to, by name (the agencies module answers). */
  private agenciesOf(personId: number): Promise<AgencySummaryDto[]> {
    return this.memberships.agenciesOf(this.dataSource.manager, personId);
  }
}
