import { Injectable } from '@nestjs/common';
import type { MembershipKind } from '@medstaff/domain';
import { In, type EntityManager } from 'typeorm';
import { DepartmentMembership } from './department-membership.entity';
import { Department } from './department.entity';

/** A department's name with its organisation's, as other modules show them. */
export interface DepartmentName {
  id: number;
  name: string;
  organisationId: number;
  organisationName: string;
}

/** A department with its organisation's id and name. */
export interface DepartmentOf {
  id: number;
  name: string;
  organisationId: number;
}

/** A department a person belongs to, with the names of the department and its organisation. */
export interface DepartmentMembershipOf {
  departmentId: number;
  departmentName: string;
  organisationId: number;
  organisationName: string;
}

/**
 * The departments' answer to other modules (invitations; the marketplace's requests and mails) about departments and their memberships,
 * in the caller's transaction (`manager`).
 */
@Injectable()
export class DepartmentMembersService {
  departmentExists(manager: EntityManager, departmentId: number): Promise<boolean> {
    return manager.exists(Department, { where: { id: departmentId } });
  }

  /** The names of these departments (those that exist) with their organisations' names. */
  async namesOf(manager: EntityManager, departmentIds: readonly number[]): Promise<DepartmentName[]> {
    if (departmentIds.length === 0) return [];
    const departments = await manager.find(Department, {
      select: { id: true, name: true, organisationId: true, organisation: { id: true, name: true } },
      relations: { organisation: true },
      where: { id: In([...departmentIds]) },
    });
    return departments.map((department) => ({
      id: department.id,
      name: department.name,
      organisationId: department.organisationId,
      organisationName: department.organisation.name,
    }));
  }

  isMember(manager: EntityManager, departmentId: number, personId: number, kind: MembershipKind): Promise<boolean> {
    return manager.exists(DepartmentMembership, { where: { departmentId, personId, kind } });
  }

  async addMember(manager: EntityManager, departmentId: number, personId: number, kind: MembershipKind): Promise<void> {
    await manager.insert(DepartmentMembership, { departmentId, personId, kind });
  }

  /** The organisation a department belongs to, or null when there is no such department. */
  async organisationOfDepartment(manager: EntityManager, departmentId: number): Promise<number | null> {
    const department = await manager.findOne(Department, {
      select: { id: true, organisationId: true },
      where: { id: departmentId },
    });
    return department?.organisationId ?? null;
  }
  /** The department's name, or null when it is gone. */
  async nameOf(manager: EntityManager, departmentId: number): Promise<string | null> {
    const department = await manager.findOne(Department, {
      select: { id: true, name: true },
      where: { id: departmentId },
    });
    return department?.name ?? null;
  }
  /** The departments of the organisations, by organisation and name. */
  async departmentsOf(manager: EntityManager, organisationIds: readonly number[]): Promise<DepartmentOf[]> {
    if (organisationIds.length === 0) return [];
    const departments = await manager.find(Department, {
      select: { id: true, name: true, organisationId: true },
      where: { organisationId: In([...organisationIds]) },
      order: { organisationId: 'ASC', name: 'ASC' },
    });
    return departments.map(({ id, name, organisationId }) => ({ id, name, organisationId }));
  }
  /** The departments the person belongs to with this kind of membership, by department. */
  async departmentMembershipsOf(
    manager: EntityManager,
    personId: number,
    kind: MembershipKind,
  ): Promise<DepartmentMembershipOf[]> {
    const memberships = await manager.find(DepartmentMembership, {
      where: { personId, kind },
      relations: { department: { organisation: true } },
      order: { departmentId: 'ASC' },
    });
    return memberships.map((membership) => ({
      departmentId: membership.departmentId,
      departmentName: membership.department.name,
      organisationId: membership.department.organisationId,
      organisationName: membership.department.organisation.name,
    }));
  }
  /** The persons with this kind of membership of the department (USER: its users; CUSTOMER: its pool). */
  async memberIds(manager: EntityManager, departmentId: number, kind: MembershipKind): Promise<number[]> {
    const rows = await manager.find(DepartmentMembership, {
      select: { personId: true },
      where: { departmentId, kind },
    });
    return rows.map((row) => row.personId);
  }
}
