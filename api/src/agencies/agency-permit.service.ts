import { Injectable } from '@nestjs/common';
import { agencyPermitProblems, berlinDay } from '@medstaff/domain';
import { DataSource } from 'typeorm';
import { AccessService } from '../access/access.service';
import { AuditService } from '../platform/audit/audit.service';
import { Permission } from '../platform/authentication/access-permission';
import type { AuthUser } from '../platform/authentication/auth.types';
import { DomainError } from '../platform/common/domain-error';
import { queuedTransaction } from '../platform/database/transaction';
import { Agency } from './agency.entity';
import type { AgencyPermitDto, AgencyPermitResponseDto } from './dto/agency-permit.dto';

const wireOf = (agency: Pick<Agency, 'id' | 'permitAuthority' | 'permitIssuedOn'>): AgencyPermitResponseDto => ({
  agencyId: agency.id,
  authority: agency.permitAuthority,
  issuedOn: agency.permitIssuedOn,
});

/**
 * The agency's permit for temporary agency work (Erlaubnis nach §1 AÜG, issue 29): without it the
 * agency cannot be selected, and every leasing contract names it. Its users read and set it
 * (access first: another agency's answers 404); the operators set it in the back office.
 */
@Injectable()
export class AgencyPermitService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
    private readonly audit: AuditService,
  ) {}

  async read(user: AuthUser, agencyId: number): Promise<AgencyPermitResponseDto> {
    await this.access.requireAccess(user, Permission.AgencyPermitManage, [agencyId]);
    return wireOf(await this.dataSource.getRepository(Agency).findOneOrFail({ where: { id: agencyId } }));
  }

  /** The permit of the agency the caller works for (the lowest id when several); 403 while none. */
  async readOwn(user: AuthUser): Promise<AgencyPermitResponseDto> {
    const agencyIds = await this.access.requireAgencies(user, Permission.AgencyPermitManage);
    return this.read(user, Math.min(...agencyIds));
  }

  /** Sets the permit (both fields, checked by the shared rule), audited; unchanged values write nothing. */
  async set(user: AuthUser, agencyId: number, dto: AgencyPermitDto): Promise<AgencyPermitResponseDto> {
    await this.access.requireAccess(user, Permission.AgencyPermitManage, [agencyId]);
    const problems = agencyPermitProblems(dto, berlinDay(Date.now()));
    if (problems.length) throw new DomainError('VALIDATION_FAILED', problems[0], problems);
    const authority = dto.authority.trim();
    return queuedTransaction(this.dataSource, async (manager) => {
      const agency = await manager.findOne(Agency, { where: { id: agencyId } });
      if (!agency) throw new DomainError('NOT_FOUND', 'access.notFound');
      if (agency.permitAuthority === authority && agency.permitIssuedOn === dto.issuedOn) return wireOf(agency);
      await manager
        .createQueryBuilder()
        .update(Agency)
        .set({ permitAuthority: authority, permitIssuedOn: dto.issuedOn, version: () => 'version + 1' })
        .where('id = :id', { id: agencyId })
        .execute();
      await this.audit.record(manager, user.id, 'agencies', agencyId, 'update', [
        { field: 'permitAuthority', oldValue: agency.permitAuthority, newValue: authority },
        { field: 'permitIssuedOn', oldValue: agency.permitIssuedOn, newValue: dto.issuedOn },
      ]);
      return wireOf({ id: agencyId, permitAuthority: authority, permitIssuedOn: dto.issuedOn });
    });
  }
}
