import { Injectable } from '@nestjs/common';
import { DataSource, IsNull, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { Invitation } from './invitation.entity';

/** The invitations table, reached only through here (the accounts module: sign-in flows and invitations). */
@Injectable()
export class InvitationRepository {
  constructor(private readonly dataSource: DataSource) {}

  listQuery(): SelectQueryBuilder<Invitation> {
    return this.dataSource.getRepository(Invitation).createQueryBuilder('invitation');
  }

  create(manager: EntityManager, invitation: Partial<Invitation>): Promise<Invitation> {
    return manager.save(manager.create(Invitation, invitation));
  }

  /** A password set by an invitation's code accepts the person's open invitations. */
  async markAccepted(manager: EntityManager, personId: number): Promise<void> {
    await manager.update(Invitation, { personId, acceptedAt: IsNull() }, { acceptedAt: new Date() });
  }
}
