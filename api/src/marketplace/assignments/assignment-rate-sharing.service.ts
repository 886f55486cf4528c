import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AccessService } from '../../access/access.service';
import { AuditService } from '../../platform/audit/audit.service';
import { Permission } from '../../platform/authentication/access-permission';
import type { AuthUser } from '../../platform/authentication/auth.types';
import { DomainError } from '../../platform/common/domain-error';
import { queuedTransaction } from '../../platform/database/transaction';
import { ASSIGNMENT_RESOURCE } from './assignment-creation.service';
import { Assignment } from './assignment.entity';
import { AssignmentsService } from './assignments.service';
import type { AssignmentResponseDto } from './dto/assignment.dto';

/**
 * The agency shares the rates it agreed with the hospital with its candidate, or stops sharing
 * them (issue 29): the candidate's answer then carries the rates (and the contract PDF may be
 * read), or not. Only the agency's users decide; the change is audited.
 */
@Injectable()
export class AssignmentRateSharingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
    private readonly audit: AuditService,
    private readonly assignments: AssignmentsService,
  ) {}

  async setShared(user: AuthUser, id: number, shared: boolean): Promise<AssignmentResponseDto> {
    await this.access.requireAccess(user, Permission.AssignmentRateShare, [id]);
    await queuedTransaction(this.dataSource, async (manager) => {
      const current = await manager.findOne(Assignment, { where: { id } });
      if (!current) throw new DomainError('NOT_FOUND', 'access.notFound');
      if (current.source !== 'agency') throw new DomainError('ASSIGNMENT_STATE_CONFLICT', 'assignment.noContract');
      if (current.ratesShared === shared) return;
      await manager.update(Assignment, { id }, { ratesShared: shared });
      await this.audit.record(manager, user.id, ASSIGNMENT_RESOURCE, id, 'update', [
        { field: 'ratesShared', oldValue: current.ratesShared, newValue: shared },
      ]);
    });
    return this.assignments.get(user, id);
  }
}
