import type { DataSource, EntityManager, EntityTarget, FindOptionsWhere } from 'typeorm';
import type { AuditService } from '../audit/audit.service';
import { notFound } from '../common/domain-error';
import type { MessageKey } from '../common/messages';
import { parseExportQuery, type CsvColumn, type CsvExport } from '../lists/csv-export';
import type { ListResult } from '../lists/list-page';
import { readListPage } from '../lists/list-page';
import { parseListQuery, type ListSpec, type RawListQuery } from '../lists/list-query.parser';
import type { FileStorage } from '../storage/file-storage';
import type { UploadedFileLike } from '../storage/images';
import { replaceLogo } from '../storage/stored-images';
import { applyChangeSet, postcodeFitsCountry, type ChangeSetDto, type EditableFields } from './change-set';
import type { CompanyAdminDto } from './company-admin.dto';

/** The columns an agency and an organisation share: name, address, country, url, logo, versioned. */
export interface CompanyRecord {
  id: number;
  name: string;
  address: string;
  postcode: string;
  city: string | null;
  country: string | null;
  url: string | null;
  logoKey: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

/** Which company table a back-office resource edits, and how. */
export interface CompanyResource<T extends CompanyRecord> {
  entity: EntityTarget<T>;
  /** The query builder's alias, the one the list's columns name (`agency.name`). */
  alias: string;
  /** The audit resource and the list's resource (`agencies`, `organisations`). */
  resource: string;
  /** The record's English name for the not-found message (`The agency`). */
  what: string;
  list: ListSpec;
  fields: EditableFields<T>;
  exportColumns: readonly CsvColumn<T>[];
}

export function toCompanyAdminDto(company: CompanyRecord): CompanyAdminDto {
  return {
    id: company.id,
    name: company.name,
    address: company.address,
    postcode: company.postcode,
    city: company.city,
    country: company.country,
    url: company.url,
    logo: company.logoKey ? `/api/files/${company.logoKey}` : null,
    version: company.version,
    createdAt: company.createdAt.toISOString(),
    updatedAt: company.updatedAt.toISOString(),
  };
}

/** The export columns every company has (the logo is a file, so it stays out); `name` is labelled per resource. */
export function companyExportColumns<T extends CompanyRecord>(nameLabel: MessageKey): CsvColumn<T>[] {
  return [
    { key: 'id', label: 'export.column.id', value: (company) => company.id },
    { key: 'name', label: nameLabel, value: (company) => company.name },
    { key: 'address', label: 'export.column.address', value: (company) => company.address },
    { key: 'postcode', label: 'export.column.postcode', value: (company) => company.postcode },
    { key: 'city', label: 'export.column.city', value: (company) => company.city },
    { key: 'country', label: 'export.column.country', value: (company) => company.country },
    { key: 'url', label: 'export.column.url', value: (company) => company.url },
    { key: 'createdAt', label: 'export.column.createdAt', value: (company) => company.createdAt },
  ];
}

/**
 * The back-office screens of agencies and organisations where they are the same: the list, its
 * export, the record, a change set and a new logo, every change audited. Adding and deleting
 * differ (an organisation comes with pictures and keeps its requests) and stay with each resource;
 * `answer` is what the record's routes return (an organisation with its pictures).
 */
export abstract class CompanyAdminService<T extends CompanyRecord, Answer> {
  protected abstract readonly company: CompanyResource<T>;

  constructor(
    protected readonly dataSource: DataSource,
    protected readonly audit: AuditService,
    protected readonly storage: FileStorage,
  ) {}

  /** What `get`, `change` and `uploadLogo` answer, read in the change's transaction. */
  protected abstract answer(manager: EntityManager, record: T): Promise<Answer> | Answer;

  /** One row of the list (a resource with fields of its own adds them). */
  protected listRow(record: T): CompanyAdminDto {
    return toCompanyAdminDto(record);
  }

  async list(raw: RawListQuery): Promise<ListResult<CompanyAdminDto>> {
    const { list } = this.company;
    const query = parseListQuery(raw, list);
    const [rows, total] = await readListPage(this.rows(), query, list);
    return { query, rows: rows.map((row) => this.listRow(row)), total };
  }

  /** Every record matching the list's sort and filter, for `sendCsvExport` (400 for a bad sort or filter). */
  export(raw: RawListQuery): CsvExport<T> {
    const { resource, list, exportColumns } = this.company;
    return {
      resource,
      spec: list,
      query: parseExportQuery(raw, list),
      rows: () => this.rows(),
      columns: exportColumns,
    };
  }

  async get(id: number): Promise<Answer> {
    const record = await this.dataSource
      .getRepository(this.company.entity)
      .findOne({ where: { id } as FindOptionsWhere<T> });
    if (!record) throw notFound(this.company.what);
    return this.answer(this.dataSource.manager, record);
  }

  async change(id: number, changeSet: ChangeSetDto, actorId: number): Promise<Answer> {
    const { entity, resource, what, fields } = this.company;
    return this.dataSource.transaction(async (manager) => {
      const { record, changes } = await applyChangeSet(
        manager,
        entity,
        id,
        changeSet,
        fields,
        what,
        postcodeFitsCountry,
      );
      if (changes.length) await this.audit.record(manager, actorId, resource, id, 'update', changes);
      return this.answer(manager, record);
    });
  }

  /** Replaces the logo (checked by content), as a versioned change like any other field. */
  uploadLogo(id: number, version: number, file: UploadedFileLike | undefined, actorId: number): Promise<Answer> {
    const { entity, resource, what } = this.company;
    return replaceLogo(
      this.dataSource,
      this.storage,
      this.audit,
      { entity, resource, what, id, version, file, actorId },
      (manager, record) => this.answer(manager, record),
    );
  }

  /** The list's rows: the table under its alias, no conditions. */
  private rows() {
    return this.dataSource.getRepository(this.company.entity).createQueryBuilder(this.company.alias);
  }
}
