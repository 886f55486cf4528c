import { ApiProperty } from '@nestjs/swagger';
import { checkPostcode, checkText, MAX_ID, type FieldValidator } from '@medstaff/domain';
import { Type } from 'class-transformer';
import { Allow, ArrayMaxSize, IsArray, IsInt, IsString, Max, Min, ValidateNested } from 'class-validator';
import { MaxChars } from '../common/validation';
import { ANY_JSON_VALUE } from '../openapi/any-json-value';
import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { DomainError, notFound } from '../common/domain-error';
import { withParams, type MessageKey } from '../common/messages';
import { sameValue, type AuditChange } from '../audit/audit.service';

export class ChangeDto {
  @ApiProperty({
    example: 'name',
    description: 'Field name; dotted paths for profile fields (qualification.level.type)',
  })
  @IsString()
  @MaxChars(100)
  field: string;

  @ApiProperty({ ...ANY_JSON_VALUE, description: 'The new value', example: 'MediPlus Personaldienste GmbH' })
  @Allow()
  value: unknown;
}

/** The spec's change set plus the version of the record it was based on. */
export class ChangeSetDto {
  @ApiProperty({ description: 'The version of the record the changes were made on', example: 3 })
  @IsInt()
  @Min(0)
  @Max(MAX_ID)
  version: number;

  @ApiProperty({ type: [ChangeDto] })
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => ChangeDto)
  changes: ChangeDto[];
}

/** How one editable field is checked and stored: returns the value for the column, or throws a message. */
export interface EditableField<T> {
  column: keyof T & string;
  parse: (value: unknown) => unknown;
}

/** Field name → how it is edited; an `allowList()` Map, so request data only finds own entries. */
export type EditableFields<T> = ReadonlyMap<string, EditableField<T>>;

/**
 * A rule between fields (a postcode and its country): given the record as the change set would
 * leave it and the columns the change set names, a message key when it must not be saved.
 */
export type RecordCheck<T> = (next: Readonly<T>, submitted: ReadonlySet<string>) => MessageKey | undefined;

/**
 * The postcode fits the country (the shared `checkPostcode`: five digits in Germany, a short code
 * elsewhere; no country counts as Germany), checked when either is part of the change set, so
 * that an old record's postcode never blocks changing its name. An empty optional postcode passes.
 */
export const postcodeFitsCountry: RecordCheck<{ postcode: string | null; country: string | null }> = (
  next,
  submitted,
) => {
  if (!submitted.has('postcode') && !submitted.has('country')) return undefined;
  if (next.postcode === null || next.postcode === '') return undefined;
  return checkPostcode(next.country ?? undefined)(next.postcode) ? 'input.postcodeInvalid' : undefined;
};

/**
 * Applies a change set to one versioned record: every field must be allow-listed and valid, the
 * record as changed must pass `check` (rules between fields), the version must be current (409
 * otherwise, nothing changed), only real differences are written, the version moves on once, and
 * the differences are returned for the audit log.
 */
export async function applyChangeSet<T extends ObjectLiteral & { id: number; version: number }>(
  manager: EntityManager,
  target: EntityTarget<T>,
  id: number,
  changeSet: ChangeSetDto,
  fields: EditableFields<T>,
  what: string,
  check?: RecordCheck<T>,
): Promise<{ record: T; changes: AuditChange[] }> {
  const problems: string[] = [];
  const updates = new Map<string, { field: string; value: unknown }>();
  for (const change of changeSet.changes) {
    const spec = fields.get(change.field);
    if (!spec) {
      problems.push(
        withParams('changeSet.notEditable', { field: change.field, fields: [...fields.keys()].join(', ') }),
      );
      continue;
    }
    try {
      updates.set(spec.column, { field: change.field, value: spec.parse(change.value) });
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  if (problems.length) throw new DomainError('VALIDATION_FAILED', problems[0], problems);

  const record = await manager.findOne(target, { where: { id } as never });
  if (!record) throw notFound(what);
  if (record.version !== changeSet.version) {
    throw new DomainError('STALE_VERSION', 'admin.staleVersion');
  }
  if (check) {
    const next = { ...record } as Record<string, unknown>;
    for (const [column, { value }] of updates) next[column] = value;
    const problem = check(next as T, new Set(updates.keys()));
    if (problem) throw new DomainError('VALIDATION_FAILED', problem, [problem]);
  }
  const changes: AuditChange[] = [];
  const values: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [column, { field, value }] of updates) {
    const oldValue = record[column];
    // Compared as stored values: a decimal read back as "80.00" is the same as 80 (nothing to log).
    if (sameValue(oldValue, value)) continue;
    changes.push({ field, oldValue: oldValue ?? null, newValue: value ?? null });
    values[column] = value;
  }
  if (changes.length === 0) return { record, changes };
  const result = await manager
    .createQueryBuilder()
    .update(target)
    .set({ ...values, version: () => 'version + 1' } as never)
    .where('id = :id AND version = :version', { id, version: changeSet.version })
    .execute();
  if (!result.affected) throw new DomainError('STALE_VERSION', 'admin.staleVersion');
  return { record: (await manager.findOne(target, { where: { id } as never })) as T, changes };
}

/**
 * Field parsers shared by the admin resources. Text is checked by the shared validators of
 * `@medstaff/domain` (the console's forms use the same ones); their problems become message keys.
 */
export const parsers = {
  requiredText:
    (label: string, max: number) =>
    (value: unknown): string => {
      if (typeof value !== 'string') throw new Error(withParams('changeSet.required', { label }));
      const problem = checkText(max)(value);
      if (problem === 'tooLong') throw new Error(withParams('changeSet.tooLong', { label, max }));
      if (problem) throw new Error(withParams('changeSet.required', { label }));
      return value.trim();
    },
  optionalText:
    (label: string, max: number) =>
    (value: unknown): string | null => {
      if (value === null || value === undefined || value === '') return null;
      if (typeof value !== 'string') throw new Error(withParams('changeSet.notText', { label }));
      if (checkText(max)(value) === 'tooLong') throw new Error(withParams('changeSet.tooLong', { label, max }));
      return value.trim() || null;
    },
  /** Required text of at most `max` characters that `validator` accepts; `message` (a key) when it does not. */
  checked:
    (label: string, max: number, validator: FieldValidator, message: MessageKey) =>
    (value: unknown): string => {
      const text = parsers.requiredText(label, max)(value);
      if (validator(text)) throw new Error(message);
      return text;
    },
  oneOf:
    (label: string, allowed: readonly string[]) =>
    (value: unknown): string => {
      if (typeof value !== 'string' || !allowed.includes(value))
        throw new Error(withParams('changeSet.oneOf', { label }));
      return value;
    },
};
