import { Injectable } from '@nestjs/common';
import type { JobHistoryEntryWire } from '@medstaff/domain';
import { DataSource } from 'typeorm';
import { AuditService } from '../../platform/audit/audit.service';
import { Permission } from '../../platform/authentication/access-permission';
import { AccessService } from '../../access/access.service';
import type { AuthUser } from '../../platform/authentication/auth.types';
import { PersonContactsService, type PersonProfile } from '../../people/person-contacts.service';

/** The history answers at most this many lines (the newest). */
export const JOB_HISTORY_LIMIT = 500;
const RESOURCE = 'jobs';

/** The name a history line shows: "first last", or the email when the person has no name. */
const actorName = (person: Pick<PersonProfile, 'firstName' | 'lastName' | 'email'>): string =>
  [person.firstName, person.lastName]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ') || person.email;

/**
 * A request's audit trail (`GET /job/{id}/history`) for its hospital and the operators: the
 * audit log's lines of the request, newest first, with the actor's name only (never more of the
 * person). Access: ApplicationRead on the request (one set query), then two queries.
 */
@Injectable()
export class JobHistoryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
    private readonly audit: AuditService,
    private readonly persons: PersonContactsService,
  ) {}

  async history(user: AuthUser, jobId: number): Promise<{ entries: JobHistoryEntryWire[] }> {
    await this.access.requireAccess(user, Permission.ApplicationRead, [jobId]);
    const job = { id: jobId };
    const manager = this.dataSource.manager;
    const entries = await this.audit.trail(manager, RESOURCE, job.id, JOB_HISTORY_LIMIT);
    const actorIds = [...new Set(entries.flatMap((entry) => (entry.actorId === null ? [] : [entry.actorId])))];
    const actors = await this.persons.profilesOf(manager, actorIds);
    const names = new Map(actors.map((person) => [person.id, actorName(person)]));
    // The audit trail keeps each value as JSON (a column of JSON text), so it is one of JSON's types.
    const jsonValue = (value: unknown) => value as JobHistoryEntryWire['oldValue'];
    return {
      entries: entries.map((entry) => ({
        _id: entry.id,
        action: entry.action,
        at: entry.createdAt.valueOf(),
        actor: entry.actorId === null ? null : (names.get(entry.actorId) ?? null),
        field: entry.field,
        oldValue: jsonValue(entry.oldValue),
        newValue: jsonValue(entry.newValue),
      })),
    };
  }
}
