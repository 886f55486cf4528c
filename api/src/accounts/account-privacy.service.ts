import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Invitation } from './invitations/invitation.entity';
import { OneTimeToken } from './one-time-token.entity';

/** The accounts module's part of an erasure (the privacy module asks), in the caller's transaction. */
@Injectable()
export class AccountPrivacyService {
  /** The person's emailed codes and the administrators' invitations of them go. */
  async erase(manager: EntityManager, personId: number): Promise<void> {
    await manager.delete(OneTimeToken, { personId });
    await manager.delete(Invitation, { personId });
  }
}
