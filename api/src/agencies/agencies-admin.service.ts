import { Injectable } from '@nestjs/common';
import {
  allowList,
  agencyPermitProblems,
  berlinDay,
  COUNTRY_CODES,
  checkUrl,
  PERMIT_AUTHORITY_MAX_LENGTH,
  URL_MAX_LENGTH,
} from '@medstaff/domain';
import { DataSource } from 'typeorm';
import { parsers, type EditableFields } from '../platform/admin/change-set';
import {
  CompanyAdminService,
  companyExportColumns,
  toCompanyAdminDto,
  type CompanyResource,
} from '../platform/admin/company-admin.service';
import { AuditService } from '../platform/audit/audit.service';
import { notFound } from '../platform/common/domain-error';
import type { CsvColumn } from '../platform/lists/csv-export';
import type { ListResult } from '../platform/lists/list-page';
import type { ListSpec } from '../platform/lists/list-query.parser';
import { FileStorage } from '../platform/storage/file-storage';
import type { UploadedFileLike } from '../platform/storage/images';
import { createWithImages, removeStoredFiles } from '../platform/storage/stored-images';
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
  ...companyExportColumns<Agency>('export.column.agencyName'),
  { key: 'updatedAt', label: 'export.column.updatedAt', value: (agency) => agency.updatedAt },
];

/** The permit's day: empty clears it; otherwise a real day not in the future (`agencyPermitProblems`). */
function permitDay(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const problem = agencyPermitProblems({ authority: 'set', issuedOn: value }, berlinDay(Date.now()))[0];
  if (problem) throw new Error(problem);
  return value as string;
}

export const AGENCY_FIELDS: EditableFields<Agency> = allowList({
  name: { column: 'name', parse: parsers.requiredText('Agency name', 200) },
  address: { column: 'address', parse: parsers.requiredText('Address', 255) },
  postcode: { column: 'postcode', parse: parsers.requiredText('Postcode', 20) },
  city: { column: 'city', parse: parsers.optionalText('City', 100) },
  country: { column: 'country', parse: parsers.oneOf('Country', COUNTRY_CODES) },
  url: { column: 'url', parse: parsers.checked('Url', URL_MAX_LENGTH, checkUrl, 'input.urlIncorrect') },
  // The permit for temporary agency work (§1 AÜG): the same rule as the agency's own form.
  permitAuthority: {
    column: 'permitAuthority',
    parse: parsers.optionalText('Permit authority', PERMIT_AUTHORITY_MAX_LENGTH),
  },
  permitIssuedOn: { column: 'permitIssuedOn', parse: permitDay },
});

export const toAgencyAdminDto = (agency: Agency): AgencyAdminDto => ({
  ...toCompanyAdminDto(agency),
  permitAuthority: agency.permitAuthority,
  permitIssuedOn: agency.permitIssuedOn,
});

/**
 * The back-office's agencies: list, read, add, change field by field, delete; every change
 * audited. What agencies and organisations share is CompanyAdminService's.
 */
@Injectable()
export class AgenciesAdminService extends CompanyAdminService<Agency, AgencyAdminDto> {
  protected readonly company: CompanyResource<Agency> = {
    entity: Agency,
    alias: 'agency',
    resource: 'agencies',
    what: 'The agency',
    list: AGENCY_LIST,
    fields: AGENCY_FIELDS,
    exportColumns: AGENCY_EXPORT_COLUMNS,
  };

  constructor(dataSource: DataSource, audit: AuditService, storage: FileStorage) {
    super(dataSource, audit, storage);
  }

  protected answer(_manager: unknown, agency: Agency): AgencyAdminDto {
    return toAgencyAdminDto(agency);
  }

  protected override listRow(agency: Agency): AgencyAdminDto {
    return toAgencyAdminDto(agency);
  }

  override async list(
    raw: Parameters<CompanyAdminService<Agency, AgencyAdminDto>['list']>[0],
  ): Promise<ListResult<AgencyAdminDto>> {
    return (await super.list(raw)) as ListResult<AgencyAdminDto>;
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
}
