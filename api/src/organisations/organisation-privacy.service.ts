import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { DepartmentMembership } from './departments/department-membership.entity';
import { Department } from './departments/department.entity';
import { OrganisationMembership } from './organisation-membership.entity';
import { Organisation } from './organisation.entity';

const iso = (value: Date | null | undefined) => (value ? new Date(value).toISOString() : null);

/** Names by id of the rows of `target` among `ids` (none asked, no query). */
async function namesOf(
  manager: EntityManager,
  target: typeof Organisation | typeof Department,
  ids: (number | null)[],
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = (await manager.find(target, { select: { id: true, name: true }, where: { id: In(wanted) } })) as {
    id: number;
    name: string;
  }[];
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * The organisations module's part of the GDPR rights (the privacy module asks): a person's
 * organisation and department memberships for the export, their deletion on erasure, and the
 * names of organisations and departments for the export's requests. In the caller's transaction.
 */
@Injectable()
export class OrganisationPrivacyService {
  organisationNames(manager: EntityManager, ids: (number | null)[]): Promise<Map<number, string>> {
    return namesOf(manager, Organisation, ids);
  }

  departmentNames(manager: EntityManager, ids: (number | null)[]): Promise<Map<number, string>> {
    return namesOf(manager, Department, ids);
  }

  /** memberships.json's organisations and departments, with their names. */
  async memberships(manager: EntityManager, personId: number) {
    const [organisations, departments] = await Promise.all([
      manager.find(OrganisationMembership, { where: { personId }, order: { id: 'ASC' } }),
      manager.find(DepartmentMembership, { where: { personId }, order: { id: 'ASC' } }),
    ]);
    const departmentRows = departments.length
      ? await manager.find(Department, {
          select: { id: true, name: true, organisationId: true },
          where: { id: In(departments.map((membership) => membership.departmentId)) },
        })
      : [];
    const departmentById = new Map(departmentRows.map((department) => [department.id, department]));
    const organisationNames = await this.organisationNames(manager, [
      ...organisations.map((membership) => membership.organisationId),
      ...departmentRows.map((department) => department.organisationId),
    ]);
    return {
      organisations: organisations.map((membership) => ({
        organisation: organisationNames.get(membership.organisationId) ?? null,
        confirmedAt: iso(membership.confirmedAt),
        since: iso(membership.createdAt),
      })),
      departments: departments.map((membership) => {
        const department = departmentById.get(membership.departmentId);
        return {
          department: department?.name ?? null,
          organisation: department ? (organisationNames.get(department.organisationId) ?? null) : null,
          kind: membership.kind,
          since: iso(membership.createdAt),
        };
      }),
    };
  }

  async eraseMemberships(manager: EntityManager, personId: number): Promise<void> {
    await manager.delete(OrganisationMembership, { personId });
    await manager.delete(DepartmentMembership, { personId });
  }
}
