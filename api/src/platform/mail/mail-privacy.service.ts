import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MailOutboxEntry } from './mail-outbox-entry.entity';

/** The outbox's part of the GDPR rights (the privacy module asks), in the caller's transaction. */
@Injectable()
export class MailPrivacyService {
  /** Delivered or failed mails to the address go (pending ones, like a last confirmation, still go out). */
  async forgetDelivered(manager: EntityManager, email: string): Promise<void> {
    await manager
      .createQueryBuilder()
      .delete()
      .from(MailOutboxEntry)
      .where("recipient = :email AND status <> 'pending'", { email })
      .execute();
  }
}
