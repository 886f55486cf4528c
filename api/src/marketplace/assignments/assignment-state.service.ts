import { Injectable } from '@nestjs/common';
import type { AssignmentState } from '@medstaff/domain';
import type { EntityManager } from 'typeorm';
import { AuditService, type AuditChange } from '../../platform/audit/audit.service';
import { ASSIGNMENT_RESOURCE } from './assignment-creation.service';
import { Assignment } from './assignment.entity';

/** The moves an assignment's state may make: proposed → confirmed → completed, and cancelled from either. */
const ASSIGNMENT_MOVES: ReadonlyMap<AssignmentState, ReadonlySet<AssignmentState>> = new Map([
  ['proposed', new Set<AssignmentState>(['confirmed', 'cancelled'])],
  ['confirmed', new Set<AssignmentState>(['completed', 'cancelled'])],
  ['completed', new Set<AssignmentState>()],
  ['cancelled', new Set<AssignmentState>()],
]);

export const assignmentMoveAllowed = (from: AssignmentState, to: AssignmentState): boolean =>
  ASSIGNMENT_MOVES.get(from)?.has(to) ?? false;

/** The columns a state change may set beside the state. */
export type AssignmentStateValues = Partial<
  Pick<Assignment, 'confirmedAt' | 'cancelledAt' | 'cancelReason' | 'cancelNoticeHours'>
>;

/**
 * The one function that changes an assignment's state: it consults the table of moves, runs the
 * UPDATE conditional on the state and version read (so of several writers — sweepers of several
 * processes, a person acting at the same moment — exactly one succeeds), and writes the audit entry
 * in the same transaction. Answers false when the assignment moved meanwhile.
 */
@Injectable()
export class AssignmentStateWriter {
  constructor(private readonly audit: AuditService) {}

  async change(
    manager: EntityManager,
    input: {
      assignment: Pick<Assignment, 'id' | 'state' | 'version'>;
      to: AssignmentState;
      actorId: number | null;
      values?: AssignmentStateValues;
      changes?: AuditChange[];
    },
  ): Promise<boolean> {
    const { assignment, to } = input;
    if (!assignmentMoveAllowed(assignment.state, to)) return false;
    const result = await manager
      .createQueryBuilder()
      .update(Assignment)
      .set({ ...input.values, state: to, version: () => 'version + 1' })
      .where('id = :id AND state = :from AND version = :version', {
        id: assignment.id,
        from: assignment.state,
        version: assignment.version,
      })
      .execute();
    if (!result.affected) return false;
    await this.audit.record(manager, input.actorId, ASSIGNMENT_RESOURCE, assignment.id, 'update', [
      { field: 'state', oldValue: assignment.state, newValue: to },
      ...(input.changes ?? []),
    ]);
    return true;
  }
}
