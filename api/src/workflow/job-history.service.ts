import { Injectable } from '@nestjs/common';
import type { JobHistoryEntryWire } from '@medstaff/domain';
import { DataSource, In } from 'typeorm';
import { AuditEntry } from '../audit/audit-entry.entity';
import type { JobRequest } from '../jobs/job-request.entity';
import { Person } from '../persons/person.entity';

/** The history answers at most this many lines (the newest). */
export const JOB_HISTORY_LIMIT = 500;
const RESOURCE = 'jobs';

const parse = (text: string | null): unknown => (text === null ? null : (JSON.parse(text) as unknown));

/** The name a history line shows: "first last", or the email when the person has no name. */
const actorName = (person: Pick<Person, 'firstName' | 'lastName' | 'email'>): string =>
  [person.firstName, person.lastName]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ') || person.email;

/**
 * A request's audit trail (`GET /job/{id}/history`) for its hospital and the operators: the
 * audit log's lines of the request, newest first, with the actor's name only (never more of the
 * person). Access is checked by the guard (ApplicationRead on the request). Two queries.
 */
@Injectable()
export class JobHistoryService {
  constructor(private readonly dataSource: DataSource) {}

  async history(job: Pick<JobRequest, 'id'>): Promise<{ entries: JobHistoryEntryWire[] }> {
    const manager = this.dataSource.manager;
    const entries = await manager.find(AuditEntry, {
      where: { resource: RESOURCE, recordId: job.id },
      order: { id: 'DESC' },
      take: JOB_HISTORY_LIMIT,
    });
    const actorIds = [...new Set(entries.flatMap((entry) => (entry.actorId === null ? [] : [entry.actorId])))];
    const actors = actorIds.length
      ? await manager.find(Person, {
          select: { id: true, firstName: true, lastName: true, email: true },
          where: { id: In(actorIds) },
        })
      : [];
    const names = new Map(actors.map((person) => [person.id, actorName(person)]));
    return {
      entries: entries.map((entry) => ({
        _id: entry.id,
        action: entry.action,
        at: entry.createdAt.valueOf(),
        actor: entry.actorId === null ? null : (names.get(entry.actorId) ?? null),
        field: entry.field,
        oldValue: parse(entry.oldValue),
        newValue: parse(entry.newValue),
      })),
    };
  }
}
