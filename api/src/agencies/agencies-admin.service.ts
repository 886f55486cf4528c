import { Injectable } from '@nestjs/common';
import { allowList, COUNTRY_CODES, URL_MAX_LENGTH, URL_PATTERN } from '@medstaff/domain';
import { DataSource } from 'typeorm';
import { applyChangeSet, parsers, type ChangeSetDto, type EditableFields } from '../admin-common/change-set';
import { parseExportQuery, type CsvColumn, type CsvExport } from '../admin-common/csv-export';
import {
  readListPage,
  parseListQuery,
  type ListResult,
  type ListSpec,
  type RawListQuery,
} from '../admin-common/list-query';
import { AuditService } from '../audit/audit.service';
import { notFound } from '../common/domain-error';
import { FileStorage } from '../storage/file-storage';
import type { UploadedFileLike } from '../storage/images';
import { createWithImages, removeStoredFiles, replaceLogo } from '../storage/stored-images';
import type { AgencyAdminDto, CreateAgencyDto } from './dto/agency-admin.dto';
import { Agency } from './agency.entity';

export const AGENCY_LIST: ListSpec = {
  // Text sorts ignore case, so "beta" sits between "Alpha" and "Gamma" on every dialect.
  sortable: allowList({
    id: 'agency.id',
    name: 'LOWER(agency.name)',
    address: 'LOWER(agency.address)',
    postcode: 'agency.postcode',
    country: 'agency.country',
    city: 'LOWER(agency.city)',
    createdAt: 'agency.createdAt',
  }),
  defaultSort: 'name',
  searchable: ['agency.name', 'agency.postcode', 'agency.address', 'agency.country'],
  countryColumn: 'agency.country',
};

/** The columns of the agencies export (the logo is a file, so it stays out). */
export const AGENCY_EXPORT_COLUMNS: CsvColumn<Agency>[] = [
  { key: 'id', label: 'export.column.id', value: (agency) => agency.id },
  { key: 'name', label: 'export.column.agencyName', value: (agency) => agency.name },
  { key: 'address', label: 'export.column.address', value: (agency) => agency.address },
  { key: 'postcode', label: 'export.column.postcode', value: (agency) => agency.postcode },
  { key: 'city', label: 'export.column.city', value: (agency) => agency.city },
  { key: 'country', label: 'export.column.country', value: (agency) => agency.country },
  { key: 'url', label: 'export.column.url', value: (agency) => agency.url },
  { key: 'createdAt', label: 'export.column.createdAt', value: (agency) => agency.createdAt },
  { key: 'updatedAt', label: 'export.column.updatedAt', value: (agency) => agency.updatedAt },
];

export const AGENCY_FIELDS: EditableFields<Agency> = allowList({
  name: { column: 'name', parse: parsers.requiredText('Agency name', 200) },
  address: { column: 'address', parse: parsers.requiredText('Address', 255) },
  postcode: { column: 'postcode', parse: parsers.requiredText('Postcode', 20) },
  city: { column: 'city', parse: parsers.optionalText('City', 100) },
  country: { column: 'country', parse: parsers.oneOf('Country', COUNTRY_CODES) },
  url: { column: 'url', parse: parsers.pattern('Url', URL_PATTERN, 'Incorrect url', URL_MAX_LENGTH) },
});

export function toAgencyAdminDto(agency: Agency): AgencyAdminDto {
  return {
    id: agency.id,
    name: agency.name,
    address: agency.address,
    postcode: agency.postcode,
    city: agency.city,
    country: agency.country,
    url: agency.url,
    logo: agency.logoKey ? `/api/files/${agency.logoKey}` : null,
    version: agency.version,
    createdAt: agency.createdAt.toISOString(),
    updatedAt: agency.updatedAt.toISOString(),
  };
}

/** The back-office's agencies: list, read, add, change field by field, delete; every change audited. */
@Injectable()
export class AgenciesAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly storage: FileStorage,
  ) {}

  async list(raw: RawListQuery): Promise<ListResult<AgencyAdminDto>> {
    const query = parseListQuery(raw, AGENCY_LIST);
    const [rows, total] = await readListPage(
      this.dataSource.getRepository(Agency).createQueryBuilder('agency'),
      query,
      AGENCY_LIST,
    );
    return { query, rows: rows.map(toAgencyAdminDto), total };
  }

  /** All agencies matching the list's sort and filter, for `sendCsvExport` (400 for a bad sort or filter). */
  export(raw: RawListQuery): CsvExport<Agency> {
    return {
      resource: 'agencies',
      spec: AGENCY_LIST,
      query: parseExportQuery(raw, AGENCY_LIST),
      rows: () => this.dataSource.getRepository(Agency).createQueryBuilder('agency'),
      columns: AGENCY_EXPORT_COLUMNS,
    };
  }

  async get(id: number): Promise<AgencyAdminDto> {
    const agency = await this.dataSource.getRepository(Agency).findOne({ where: { id } });
    if (!agency) throw notFound('The agency');
    return toAgencyAdminDto(agency);
  }

  /**
   * Adds an agency with its logo as one operation (as organisations do): the logo is checked and
   * stored first, then the row and its audit entry are inserted in one transaction; if anything
   * fails the stored logo is removed, so there is never an agency without its logo, nor a file
   * without its agency.
   */
  async create(dto: CreateAgencyDto, logo: UploadedFileLike | undefined, actorId: number): Promise<AgencyAdminDto> {
    return createWithImages(this.storage, [{ file: logo as UploadedFileLike, folder: 'logos' }], ([logoKey]) =>
      this.dataSource.transaction(async (manager) => {
        const agency = await manager.save(
          manager.create(Agency, {
            name: dto.name,
            address: dto.address,
            postcode: dto.postcode,
            city: dto.city || null,
            country: dto.country,
            url: dto.url,
            logoKey,
          }),
        );
        await this.audit.record(manager, actorId, 'agencies', agency.id, 'create');
        return toAgencyAdminDto(agency);
      }),
    );
  }

  async change(id: number, changeSet: ChangeSetDto, actorId: number): Promise<AgencyAdminDto> {
    return this.dataSource.transaction(async (manager) => {
      const { record, changes } = await applyChangeSet(manager, Agency, id, changeSet, AGENCY_FIELDS, 'The agency');
      if (changes.length) await this.audit.record(manager, actorId, 'agencies', id, 'update', changes);
      return toAgencyAdminDto(record);
    });
  }

  /**
   * Deletes the agency and its memberships (its users and candidates stay as persons); its
   * applications stay with the hospitals, without the agency. Its logo is removed after the commit.
   */
  async delete(id: number, actorId: number): Promise<AgencyAdminDto> {
    const agency = await this.dataSource.transaction(async (manager) => {
      const found = await manager.findOne(Agency, { where: { id } });
      if (!found) throw notFound('The agency');
      await manager.delete(Agency, { id });
      await this.audit.record(manager, actorId, 'agencies', id, 'delete', [
        { field: 'name', oldValue: found.name, newValue: null },
      ]);
      return found;
    });
    // After the commit: a store that fails now leaves a file behind (logged), not a 503 for a done delete.
    await removeStoredFiles(this.storage, [agency.logoKey]);
    return toAgencyAdminDto(agency);
  }

  /** Replaces the logo (checked by content), as a versioned change like any other field. */
  uploadLogo(
    id: number,
    version: number,
    file: UploadedFileLike | undefined,
    actorId: number,
  ): Promise<AgencyAdminDto> {
    return replaceLogo(
      this.dataSource,
      this.storage,
      this.audit,
      { entity: Agency, resource: 'agencies', what: 'The agency', id, version, file, actorId },
      (_manager, agency) => toAgencyAdminDto(agency),
    );
  }
}
