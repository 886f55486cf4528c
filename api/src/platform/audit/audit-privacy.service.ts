import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AuditEntry } from './audit-entry.entity';

const iso = (value: Date | null | undefined) => (value ? new Date(value).toISOString() : null);
const parse = (text: string | null) => (text === null ? null : (JSON.parse(text) as unknown));

/** The audit log's part of the GDPR rights (the privacy module asks), in the caller's transaction. */
@Injectable()
export class AuditPrivacyService {
  /**
   * Entries about the person's own record in full (their profile's history), and what they did
   * elsewhere without the old and new values (which may be other people's data).
   */
  async entriesOf(manager: EntityManager, personId: number) {
    const entries = await manager
      .getRepository(AuditEntry)
      .createQueryBuilder('entry')
      .where("(entry.resource = 'persons' AND entry.recordId = :personId) OR entry.actorId = :personId", { personId })
      .orderBy('entry.id', 'ASC')
      .getMany();
    return entries.map((entry) => {
      const aboutYou = entry.resource === 'persons' && entry.recordId === personId;
      return {
        id: entry.id,
        byYou: entry.actorId === personId,
        resource: entry.resource,
        recordId: entry.recordId,
        action: entry.action,
        field: entry.field,
        ...(aboutYou ? { oldValue: parse(entry.oldValue), newValue: parse(entry.newValue) } : {}),
        createdAt: iso(entry.createdAt),
      };
    });
  }

  /** The requests' entries that named an erased applicant: the entries stay, the names (JSON) go. */
  async forgetApplicantNames(manager: EntityManager, jobIds: number[], names: string[]): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(AuditEntry)
      .set({ oldValue: null, newValue: null })
      .where(
        "resource = 'jobs' AND record_id IN (:...jobIds) AND field = 'applicantName' AND (new_value IN (:...names) OR old_value IN (:...names))",
        { jobIds, names },
      )
      .execute();
  }

  /** The entries about an erased person's record keep what happened (action, field, time), not the values. */
  async forgetPersonValues(manager: EntityManager, personId: number): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(AuditEntry)
      .set({ oldValue: null, newValue: null })
      .where("resource = 'persons' AND record_id = :personId", { personId })
      .execute();
  }

  /**
   * The retention sweeper removed a document of a request: two entries on the request, without an
   * actor (no person is behind the sweeper).
   */
  async recordRetentionRemoval(
    manager: EntityManager,
    jobRequestId: number,
    kind: string,
    documentId: number,
  ): Promise<void> {
    await manager.insert(AuditEntry, [
      {
        actorId: null,
        resource: 'jobs',
        recordId: jobRequestId,
        action: 'docRemove',
        field: `document.${kind}`,
        oldValue: JSON.stringify(documentId),
        newValue: null,
      },
      {
        actorId: null,
        resource: 'jobs',
        recordId: jobRequestId,
        action: 'docRemove',
        field: 'removedBy',
        oldValue: null,
        newValue: JSON.stringify('retention'),
      },
    ]);
  }
}
