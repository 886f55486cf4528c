import { Injectable } from '@nestjs/common';
import type { AssignmentState } from '@medstaff/domain';
import { Brackets, DataSource } from 'typeorm';
import { Assignment } from './assignment.entity';
import { AssignmentShift } from './assignment-shift.entity';

/** One assignment of a worker as her own calendar feed shows it. */
export interface WorkerAssignmentShifts {
  id: number;
  title: string;
  state: AssignmentState;
  organisationName: string;
  departmentName: string | null;
  agencyName: string | null;
  /** Raised with every agreed change of the shifts: the events' SEQUENCE. */
  shiftsVersion: number;
  updatedAt: Date;
  shifts: { id: number; startAt: Date; endAt: Date; activities: string[] }[];
}

/**
 * The shifts a person works (issue 29, the candidate's own calendar feed): her assignments that
 * are not cancelled and reach into a window, with the current version of their shifts. Other
 * modules read assignments through this service, never through the entities.
 */
@Injectable()
export class WorkerShiftsService {
  constructor(private readonly dataSource: DataSource) {}

  async ofPerson(personId: number, from: Date, until: Date): Promise<WorkerAssignmentShifts[]> {
    const manager = this.dataSource.manager;
    const assignments = await manager
      .createQueryBuilder(Assignment, 'assignment')
      .leftJoinAndSelect('assignment.organisation', 'organisation')
      .leftJoinAndSelect('assignment.department', 'department')
      .leftJoinAndSelect('assignment.agency', 'agency')
      .where('assignment.personId = :personId', { personId })
      .andWhere('assignment.state != :cancelled', { cancelled: 'cancelled' })
      .andWhere(
        new Brackets((range) =>
          range.where('assignment.lastShiftEndAt >= :from', { from }).andWhere('assignment.firstShiftAt < :until', {
            until,
          }),
        ),
      )
      .orderBy('assignment.firstShiftAt', 'ASC')
      .addOrderBy('assignment.id', 'ASC')
      .getMany();
    if (assignments.length === 0) return [];
    const shifts = await manager
      .createQueryBuilder(AssignmentShift, 'shift')
      .where('shift.assignmentId IN (:...ids)', { ids: assignments.map((assignment) => assignment.id) })
      .orderBy('shift.startAt', 'ASC')
      .addOrderBy('shift.id', 'ASC')
      .getMany();
    const version = new Map(assignments.map((assignment) => [assignment.id, assignment.shiftsVersion]));
    const byAssignment = new Map<number, AssignmentShift[]>();
    for (const shift of shifts) {
      if (shift.shiftsVersion !== version.get(shift.assignmentId)) continue;
      const list = byAssignment.get(shift.assignmentId) ?? [];
      list.push(shift);
      byAssignment.set(shift.assignmentId, list);
    }
    return assignments.map((assignment) => ({
      id: assignment.id,
      title: assignment.title,
      state: assignment.state,
      organisationName: assignment.organisation.name,
      departmentName: assignment.department?.name ?? null,
      agencyName: assignment.agency?.name ?? null,
      shiftsVersion: assignment.shiftsVersion,
      updatedAt: assignment.updatedAt,
      shifts: (byAssignment.get(assignment.id) ?? []).map((shift) => ({
        id: shift.id,
        startAt: shift.startAt,
        endAt: shift.endAt,
        activities: shift.activities,
      })),
    }));
  }
}
