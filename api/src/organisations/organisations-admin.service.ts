import { Injectable } from '@nestjs/common';
import { allowList, COUNTRY_CODES, ORGANISATION_PICTURES_MAX, checkUrl, URL_MAX_LENGTH } from '@medstaff/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { applyChangeSet, parsers, type ChangeSetDto, type EditableFields } from '../platform/admin/change-set';
import {
  CompanyAdminService,
  companyExportColumns,
  toCompanyAdminDto,
  type CompanyResource,
} from '../platform/admin/company-admin.service';
import type { CsvColumn } from '../platform/lists/csv-export';
import type { ListSpec } from '../platform/lists/list-query.parser';
import { AuditService } from '../platform/audit/audit.service';
import { DomainError, notFound } from '../platform/common/domain-error';
import { isForeignKeyRefusal } from '../platform/database/constraint-errors';
import { FileStorage } from '../platform/storage/file-storage';
import type { UploadedFileLike } from '../platform/storage/images';
import { createWithImages, removeStoredFiles, storeImages, type ImageUpload } from '../platform/storage/stored-images';
import type {
  CreateOrganisationDto,
  OrganisationAdminDto,
  OrganisationDetailDto,
  OrganisationPictureDto,
} from './dto/organisation-admin.dto';
import { OrganisationDependents } from './organisation-dependents';
import { OrganisationPicture } from './organisation-picture.entity';
import { Organisation } from './organisation.entity';

/** An uploaded file with the multipart field it came in (AnyFilesInterceptor). */
export interface NamedUploadedFile extends UploadedFileLike {
  fieldname: string;
}

/**
 * The list of organisations. The name sort uses `ix_organisation_name`: on MySQL/MariaDB the
 * column's case-insensitive collation sorts "beta" between "Alpha" and "Gamma" in index order; on
 * SQLite, whose index is binary, NOCASE gives the same order (without the index).
 */
export function organisationListSpec(dialect: string): ListSpec {
  const sqlite = dialect === 'better-sqlite3' || dialect === 'sqlite';
  return {
    sortable: allowList({
      id: 'organisation.id',
      name: sqlite ? 'organisation.name COLLATE NOCASE' : 'organisation.name',
      address: 'LOWER(organisation.address)',
      postcode: 'organisation.postcode',
      country: 'organisation.country',
      city: 'LOWER(organisation.city)',
      createdAt: 'organisation.createdAt',
    }),
    defaultSort: 'name',
    searchable: ['organisation.name', 'organisation.postcode', 'organisation.address', 'organisation.country'],
    countryColumn: 'organisation.country',
  };
}

/** The columns of the organisations export (logo and pictures are files, so they stay out). */
const ORGANISATION_EXPORT_COLUMNS: CsvColumn<Organisation>[] = companyExportColumns('export.column.organisation');

export const ORGANISATION_FIELDS: EditableFields<Organisation> = allowList({
  name: { column: 'name', parse: parsers.requiredText('Organisation name', 200) },
  postcode: { column: 'postcode', parse: parsers.requiredText('Postcode', 20) },
  address: { column: 'address', parse: parsers.requiredText('Organisation address', 255) },
  country: { column: 'country', parse: parsers.oneOf('Country', COUNTRY_CODES) },
  city: { column: 'city', parse: parsers.optionalText('City', 100) },
  url: { column: 'url', parse: parsers.checked('Url', URL_MAX_LENGTH, checkUrl, 'input.urlIncorrect') },
});

export const PICTURE_FIELDS: EditableFields<OrganisationPicture> = allowList({
  description: {
    column: 'description',
    parse: (value: unknown) => parsers.optionalText('Description', 500)(value) ?? '',
  },
});

const fileUrl = (key: string | null) => (key ? `/api/files/${key}` : null);

export const toOrganisationAdminDto: (organisation: Organisation) => OrganisationAdminDto = toCompanyAdminDto;

export function toOrganisationPictureDto(picture: OrganisationPicture): OrganisationPictureDto {
  return {
    id: picture.id,
    organisationId: picture.organisationId,
    url: fileUrl(picture.storageKey),
    description: picture.description,
    version: picture.version,
  };
}

/** The files of an add-organisation request: at most one logo and ten pictures, nothing else. */
export function sortUploads(files: NamedUploadedFile[] | undefined): {
  logo?: NamedUploadedFile;
  pictures: NamedUploadedFile[];
} {
  const all = files ?? [];
  if (all.some((file) => file.fieldname !== 'logo' && file.fieldname !== 'pictures'))
    throw new DomainError('VALIDATION_FAILED', 'organisation.unexpectedFile');
  const logos = all.filter((file) => file.fieldname === 'logo');
  if (logos.length > 1) throw new DomainError('VALIDATION_FAILED', 'organisation.unexpectedFile');
  const pictures = all.filter((file) => file.fieldname === 'pictures');
  if (pictures.length > ORGANISATION_PICTURES_MAX)
    throw new DomainError('LIMIT_REACHED', 'organisation.tooManyPictures');
  return { logo: logos[0], pictures };
}

/**
 * The back-office's organisations and their pictures: list, read, add (with logo and pictures, as
 * one operation), change field by field, delete; every change audited. What agencies and
 * organisations share is CompanyAdminService's.
 */
@Injectable()
export class OrganisationsAdminService extends CompanyAdminService<Organisation, OrganisationDetailDto> {
  protected readonly company: CompanyResource<Organisation>;

  constructor(
    dataSource: DataSource,
    audit: AuditService,
    storage: FileStorage,
    private readonly dependents: OrganisationDependents,
  ) {
    super(dataSource, audit, storage);
    this.company = {
      entity: Organisation,
      alias: 'organisation',
      resource: 'organisations',
      what: 'The organisation',
      list: organisationListSpec(dataSource.options.type),
      fields: ORGANISATION_FIELDS,
      exportColumns: ORGANISATION_EXPORT_COLUMNS,
    };
  }

  private get lockable(): boolean {
    return this.dataSource.options.type === 'mysql' || this.dataSource.options.type === 'mariadb';
  }

  /** Reads the organisation, holding its row until the transaction ends (MySQL; SQLite writes one at a time). */
  private async lockOrganisation(manager: EntityManager, id: number): Promise<Organisation> {
    const query = manager.createQueryBuilder(Organisation, 'organisation').where('organisation.id = :id', { id });
    if (this.lockable) query.setLock('pessimistic_write');
    const organisation = await query.getOne();
    if (!organisation) throw notFound('The organisation');
    return organisation;
  }

  /** The organisation with its pictures: what the detail screen reads, and every change answers. */
  protected async answer(manager: EntityManager, organisation: Organisation): Promise<OrganisationDetailDto> {
    const pictures = await manager.find(OrganisationPicture, {
      where: { organisationId: organisation.id },
      order: { sortOrder: 'ASC', id: 'ASC' },
    });
    return {
      ...toOrganisationAdminDto(organisation),
      pictures: pictures.map(toOrganisationPictureDto),
      workingConditions: organisation.workingConditions,
      cancellationTerms: organisation.cancellationTerms,
      cancellationFreeHours: organisation.cancellationFreeHours,
      cancellationLateSharePercent: organisation.cancellationLateSharePercent,
    };
  }

  /** Checks every image, stores them, returns their keys; on any failure removes what it stored. */
  private storeImages(files: ImageUpload[]): Promise<string[]> {
    return storeImages(this.storage, files);
  }

  private removeFiles(keys: (string | null)[]): Promise<void> {
    return removeStoredFiles(this.storage, keys);
  }

  /**
   * Adds an organisation with its logo and pictures as one operation: every image is checked and
   * stored first, then the rows are inserted in one transaction. A bad or unstorable file inserts
   * nothing; a failed transaction removes the stored files. Either all of it exists, or none.
   */
  async create(
    dto: CreateOrganisationDto,
    files: NamedUploadedFile[] | undefined,
    actorId: number,
  ): Promise<OrganisationDetailDto> {
    const { logo, pictures } = sortUploads(files);
    const uploads = [
      ...(logo ? [{ file: logo, folder: 'logos' }] : []),
      ...pictures.map((file) => ({ file, folder: 'pictures' })),
    ];
    const id = await createWithImages(this.storage, uploads, (keys) => {
      const logoKey = logo ? keys[0] : null;
      const pictureKeys = logo ? keys.slice(1) : keys;
      return this.dataSource.transaction(async (manager) => {
        const organisation = await manager.save(
          manager.create(Organisation, {
            name: dto.name,
            postcode: dto.postcode,
            address: dto.address,
            country: dto.country,
            city: dto.city || null,
            url: dto.url,
            logoKey,
            creatorId: actorId,
          }),
        );
        await this.audit.record(manager, actorId, 'organisations', organisation.id, 'create');
        for (const [index, storageKey] of pictureKeys.entries()) {
          const picture = await manager.save(
            manager.create(OrganisationPicture, { organisationId: organisation.id, storageKey, sortOrder: index }),
          );
          await this.audit.record(manager, actorId, 'organisation-pictures', picture.id, 'create');
        }
        return organisation.id;
      });
    });
    return this.get(id);
  }

  /**
   * Deletes the organisation with its pictures (rows and files), departments and memberships
   * (the people stay). An organisation that a module above still needs (the marketplace: shift
   * requests) is kept: 409 HAS_DEPENDENTS. The checks those modules registered with
   * `OrganisationDependents` run in the delete's transaction after locking the organisation's row,
   * and the foreign key (RESTRICT) answers the same 409 should a request still slip in.
   */
  async delete(id: number, actorId: number): Promise<OrganisationAdminDto> {
    try {
      const { organisation, pictureKeys } = await this.dataSource.transaction(async (manager) => {
        const found = await this.lockOrganisation(manager, id);
        await this.dependents.assertNone(manager, id);
        const pictures = await manager.find(OrganisationPicture, { where: { organisationId: id } });
        await manager.delete(Organisation, { id });
        await this.audit.record(manager, actorId, 'organisations', id, 'delete', [
          { field: 'name', oldValue: found.name, newValue: null },
        ]);
        return { organisation: found, pictureKeys: pictures.map((picture) => picture.storageKey) };
      });
      await this.removeFiles([organisation.logoKey, ...pictureKeys]);
      return toOrganisationAdminDto(organisation);
    } catch (error) {
      if (isForeignKeyRefusal(error)) throw new DomainError('HAS_DEPENDENTS', 'organisation.hasRequests');
      throw error;
    }
  }

  async getPicture(id: number): Promise<OrganisationPictureDto> {
    const picture = await this.dataSource.getRepository(OrganisationPicture).findOne({ where: { id } });
    if (!picture) throw notFound('The picture');
    return toOrganisationPictureDto(picture);
  }

  /** Adds one picture; an organisation with ten already answers 422 LIMIT_REACHED and keeps nothing. */
  async addPicture(
    organisationId: number,
    file: UploadedFileLike | undefined,
    description: string | undefined,
    actorId: number,
  ): Promise<OrganisationPictureDto> {
    const [key] = await this.storeImages([{ file: file as UploadedFileLike, folder: 'pictures' }]);
    try {
      return await this.dataSource.transaction(async (manager) => {
        await this.lockOrganisation(manager, organisationId);
        const existing = await manager.find(OrganisationPicture, {
          where: { organisationId },
          select: { id: true, sortOrder: true },
        });
        if (existing.length >= ORGANISATION_PICTURES_MAX)
          throw new DomainError('LIMIT_REACHED', 'organisation.tooManyPictures');
        const picture = await manager.save(
          manager.create(OrganisationPicture, {
            organisationId,
            storageKey: key,
            description: description ?? '',
            sortOrder: Math.max(-1, ...existing.map((other) => other.sortOrder)) + 1,
          }),
        );
        await this.audit.record(manager, actorId, 'organisation-pictures', picture.id, 'create');
        return toOrganisationPictureDto(picture);
      });
    } catch (error) {
      // Logged, never thrown: the error that undid the insert (422 LIMIT_REACHED, …) is the answer.
      await this.removeFiles([key]);
      throw error;
    }
  }

  async changePicture(id: number, changeSet: ChangeSetDto, actorId: number): Promise<OrganisationPictureDto> {
    return this.dataSource.transaction(async (manager) => {
      const { record, changes } = await applyChangeSet(
        manager,
        OrganisationPicture,
        id,
        changeSet,
        PICTURE_FIELDS,
        'The picture',
      );
      if (changes.length) await this.audit.record(manager, actorId, 'organisation-pictures', id, 'update', changes);
      return toOrganisationPictureDto(record);
    });
  }

  /** Deletes the picture's row and then its file. */
  async deletePicture(id: number, actorId: number): Promise<OrganisationPictureDto> {
    const picture = await this.dataSource.transaction(async (manager) => {
      const found = await manager.findOne(OrganisationPicture, { where: { id } });
      if (!found) throw notFound('The picture');
      await manager.delete(OrganisationPicture, { id });
      await this.audit.record(manager, actorId, 'organisation-pictures', id, 'delete', [
        { field: 'description', oldValue: found.description, newValue: null },
      ]);
      return found;
    });
    await this.removeFiles([picture.storageKey]);
    return toOrganisationPictureDto(picture);
  }
}
