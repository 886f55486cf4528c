import { Injectable } from '@nestjs/common';
import { allowList, codePointLength } from '@medstaff/domain';
import { DataSource, Not, type EntityManager } from 'typeorm';
import { applyChangeSet, parsers, type ChangeSetDto, type EditableFields } from '../../platform/admin/change-set';
import { parseExportQuery, type CsvColumn, type CsvExport } from '../../platform/lists/csv-export';
import { readListPage, type ListResult } from '../../platform/lists/list-page';
import { parseListQuery, type ListSpec, type RawListQuery } from '../../platform/lists/list-query.parser';
import { AuditService } from '../../platform/audit/audit.service';
import { DomainError, notFound } from '../../platform/common/domain-error';
import { Organisation } from '../organisation.entity';
import { Department } from './department.entity';
import type { CreateDepartmentDto, DepartmentAdminDto, DepartmentParentQueryDto } from './dto/department-admin.dto';

export const DEPARTMENT_LIST: ListSpec = {
  sortable: allowList({
    id: 'department.id',
    name: 'LOWER(department.name)',
    createdAt: 'department.createdAt',
  }),
  defaultSort: 'name',
  searchable: ['department.name'],
  filters: allowList({ organisationId: 'department.organisationId' }),
};

const DEPARTMENT_EXPORT_COLUMNS: CsvColumn<Department>[] = [
  { key: 'id', label: 'export.column.id', value: (department) => department.id },
  { key: 'organisationId', label: 'export.column.organisationId', value: (department) => department.organisationId },
  { key: 'name', label: 'export.column.department', value: (department) => department.name },
  { key: 'skills', label: 'export.column.skills', value: (department) => department.defaultSkills },
  { key: 'createdAt', label: 'export.column.createdAt', value: (department) => department.createdAt },
];

/** Skills: a non-empty list of texts, or the comma-separated text of the form. */
const parseSkills = (value: unknown): string[] => {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : null;
  if (!items || !items.every((item) => typeof item === 'string')) throw new Error('department.skillsInvalid');
  const skills = (items as string[]).map((item) => item.trim()).filter(Boolean);
  if (!skills.length) throw new Error('department.skillsRequired');
  if (skills.length > 50 || skills.some((item) => codePointLength(item) > 100))
    throw new Error('department.skillsInvalid');
  return skills;
};

export const DEPARTMENT_FIELDS: EditableFields<Department> = allowList({
  name: { column: 'name', parse: parsers.requiredText('Department name', 200) },
  skills: { column: 'defaultSkills', parse: parseSkills },
});

export function toDepartmentAdminDto(department: Department): DepartmentAdminDto {
  return {
    id: department.id,
    organisationId: department.organisationId,
    organisationName: department.organisation?.name ?? '',
    name: department.name,
    skills: department.defaultSkills ?? [],
    version: department.version,
    createdAt: department.createdAt.toISOString(),
    updatedAt: department.updatedAt.toISOString(),
  };
}

/**
 * The departments of an organisation in the back-office: list, add, read, change name and skills,
 * delete (its memberships go with it; its shift requests stay with the organisation, without a
 * department: job_request.department_id is ON DELETE SET NULL). Every change audited.
 */
@Injectable()
export class DepartmentsAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  private rows() {
    return this.dataSource
      .getRepository(Department)
      .createQueryBuilder('department')
      .innerJoinAndSelect('department.organisation', 'organisation');
  }

  async list(raw: RawListQuery): Promise<ListResult<DepartmentAdminDto>> {
    const query = parseListQuery(raw, DEPARTMENT_LIST);
    const [rows, total] = await readListPage(this.rows(), query, DEPARTMENT_LIST);
    return { query, rows: rows.map(toDepartmentAdminDto), total };
  }

  export(raw: RawListQuery): CsvExport<Department> {
    return {
      resource: 'departments',
      spec: DEPARTMENT_LIST,
      query: parseExportQuery(raw, DEPARTMENT_LIST),
      rows: () => this.dataSource.getRepository(Department).createQueryBuilder('department'),
      columns: DEPARTMENT_EXPORT_COLUMNS,
    };
  }

  async get(id: number, parent: DepartmentParentQueryDto = {}): Promise<DepartmentAdminDto> {
    const department = await this.rows().where('department.id = :id', { id }).getOne();
    if (!department || (parent.organisationId !== undefined && department.organisationId !== parent.organisationId))
      throw notFound('The department');
    return toDepartmentAdminDto(department);
  }

  async create(dto: CreateDepartmentDto, actorId: number): Promise<DepartmentAdminDto> {
    const id = await this.dataSource.transaction(async (manager) => {
      if (!(await manager.exists(Organisation, { where: { id: dto.organisationId } })))
        throw notFound('The organisation');
      await this.assertNameFree(manager, dto.organisationId, dto.name);
      const department = await manager.save(
        manager.create(Department, { organisationId: dto.organisationId, name: dto.name, defaultSkills: dto.skills }),
      );
      await this.audit.record(manager, actorId, 'departments', department.id, 'create', [
        { field: 'name', oldValue: null, newValue: dto.name },
        { field: 'skills', oldValue: null, newValue: dto.skills },
      ]);
      return department.id;
    });
    return this.get(id);
  }

  async change(id: number, changeSet: ChangeSetDto, actorId: number): Promise<DepartmentAdminDto> {
    await this.dataSource.transaction(async (manager) => {
      const name = changeSet.changes.find((change) => change.field === 'name')?.value;
      if (typeof name === 'string' && name.trim()) {
        const current = await manager.findOne(Department, { where: { id } });
        if (!current) throw notFound('The department');
        await this.assertNameFree(manager, current.organisationId, name.trim(), id);
      }
      const { changes } = await applyChangeSet(manager, Department, id, changeSet, DEPARTMENT_FIELDS, 'The department');
      if (changes.length) await this.audit.record(manager, actorId, 'departments', id, 'update', changes);
    });
    return this.get(id);
  }

  /** Deletes the department and its memberships (people stay); its requests lose the department. */
  async delete(id: number, actorId: number): Promise<DepartmentAdminDto> {
    const department = await this.get(id);
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(Department, { id });
      await this.audit.record(manager, actorId, 'departments', id, 'delete', [
        { field: 'name', oldValue: department.name, newValue: null },
      ]);
    });
    return department;
  }

  private async assertNameFree(manager: EntityManager, organisationId: number, name: string, exceptId?: number) {
    const taken = await manager.exists(Department, {
      where: { organisationId, name, ...(exceptId ? { id: Not(exceptId) } : {}) },
    });
    if (taken) throw new DomainError('CONFLICT', 'department.nameTaken');
  }
}
