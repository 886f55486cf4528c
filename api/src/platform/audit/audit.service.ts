import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { notFound } from '../common/domain-error';
import { AuditEntry, type AuditAction } from './audit-entry.entity';
import type { AuditEntryDto } from './audit-entry.dto';

export type { AuditAction };
export { AuditEntryDto } from './audit-entry.dto';

/** One line of a record's audit trail as other modules read it (values parsed). */
export interface AuditTrailEntry {
  id: number;
  actorId: number | null;
  action: AuditAction;
  field: string | null;
  oldValue: unknown;
  newValue: unknown;
  createdAt: Date;
}

export interface AuditChange {
  field: string;
  oldValue: unknown;
  newValue: unknown;
}

const isNumeric = (value: unknown): boolean =>
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)));

/**
 * Whether a stored value and a new one are the same once normalized: a decimal column read back as
 * "80.00" (MySQL) or 80 (SQLite) equals 80 and "80.00"; undefined equals null; other values (texts,
 * lists) compare by their JSON. Texts that look like numbers compare as texts ("01234" ≠ "1234").
 */
export function sameValue(oldValue: unknown, newValue: unknown): boolean {
  if ((typeof oldValue === 'number' || typeof newValue === 'number') && isNumeric(oldValue) && isNumeric(newValue)) {
    return Number(oldValue) === Number(newValue);
  }
  return JSON.stringify(oldValue ?? null) === JSON.stringify(newValue ?? null);
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
const parse = (text: string | null) => (text === null ? null : (JSON.parse(text) as unknown));

/** Records administrator changes in the same transaction as the change itself. */
@Injectable()
export class AuditService {
  constructor(private readonly dataSource: DataSource) {}

  async record(
    manager: EntityManager,
    actorId: number | null,
    resource: string,
    recordId: number,
    action: AuditAction,
    changes: AuditChange[] = [],
  ): Promise<void> {
    // An update records only real differences; an update without any records nothing at all.
    if (action === 'update') {
      changes = changes.filter((change) => !sameValue(change.oldValue, change.newValue));
      if (changes.length === 0) return;
    }
    const rows = changes.length
      ? changes.map((change) => ({
          actorId,
          resource,
          recordId,
          action,
          field: change.field,
          oldValue: json(change.oldValue),
          newValue: json(change.newValue),
        }))
      : [{ actorId, resource, recordId, action, field: null, oldValue: null, newValue: null }];
    await manager.insert(AuditEntry, rows);
  }

  /** A record's newest entries (at most `limit`), newest first, for a module's own history screen. */
  async trail(manager: EntityManager, resource: string, recordId: number, limit: number): Promise<AuditTrailEntry[]> {
    const entries = await manager.find(AuditEntry, {
      where: { resource, recordId },
      order: { id: 'DESC' },
      take: limit,
    });
    return entries.map((entry) => ({
      id: entry.id,
      actorId: entry.actorId,
      action: entry.action,
      field: entry.field,
      oldValue: parse(entry.oldValue),
      newValue: parse(entry.newValue),
      createdAt: entry.createdAt,
    }));
  }

  /**
   * The audit log of one record, newest first. A record that neither exists nor ever had an entry
   * answers 404 (the log of a deleted record stays readable).
   */
  async history(resource: string, recordId: number, target: EntityTarget<ObjectLiteral>): Promise<AuditEntryDto[]> {
    const entries = await this.dataSource.getRepository(AuditEntry).find({
      where: { resource, recordId },
      relations: { actor: true },
      order: { id: 'DESC' },
      take: 500,
    });
    if (entries.length === 0 && !(await this.dataSource.getRepository(target).existsBy({ id: recordId }))) {
      throw notFound('The record');
    }
    return entries.map((entry) => ({
      id: entry.id,
      actorId: entry.actorId,
      actorEmail: entry.actor?.email ?? null,
      resource: entry.resource,
      recordId: entry.recordId,
      action: entry.action,
      field: entry.field,
      oldValue: parse(entry.oldValue),
      newValue: parse(entry.newValue),
      createdAt: entry.createdAt.toISOString(),
    }));
  }
}
