import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import {
  CONTRACT_TYPES,
  COUNTRIES,
  FIELDS,
  GENDERS,
  JOB_TITLES,
  JOB_TYPES,
  POSITIONS,
  QUALIFICATIONS,
  SHIFT_TYPES,
  type JobKind,
  type ReferenceKind,
} from '@medstaff/domain';
import { DataSource } from 'typeorm';
import type { JobTitleDto, PositionDto, ReferenceItemDto } from './reference-data.dto';
import { prepareJson, type PreparedJson } from '../common/prepared-json';
import { ReferenceItem } from './reference-item.entity';

interface SeedEntry {
  kind: ReferenceKind;
  code: string;
  name: { de: string; en: string };
  jobKind?: JobKind;
  related?: { kind: ReferenceKind; code: string }[];
}

/** The reference data of the domain package, flattened into rows. */
export function referenceSeed(): SeedEntry[] {
  const plain = (kind: ReferenceKind, entries: { code: string; name: { de: string; en: string } }[]) =>
    entries.map((entry) => ({ kind, code: entry.code, name: entry.name }));
  return [
    ...FIELDS.map((field) => ({ kind: 'FIELD' as const, code: field.code, name: field.name, jobKind: field.kind })),
    ...plain('QUALIFICATION', QUALIFICATIONS),
    ...POSITIONS.map((position) => ({
      kind: 'POSITION' as const,
      code: position.code,
      name: position.name,
      jobKind: position.kind,
      related: position.fields.map((code) => ({ kind: 'FIELD' as const, code })),
    })),
    ...JOB_TITLES.map((title) => ({
      kind: 'JOB_TITLE' as const,
      code: title.code,
      name: title.name,
      jobKind: title.kind,
      related: [
        ...title.fields.map((code) => ({ kind: 'FIELD' as const, code })),
        ...title.qualifications.map((code) => ({ kind: 'QUALIFICATION' as const, code })),
      ],
    })),
    ...plain('CONTRACT_TYPE', CONTRACT_TYPES),
    ...plain('JOB_TYPE', JOB_TYPES),
    ...plain('SHIFT_TYPE', SHIFT_TYPES),
    ...plain('GENDER', GENDERS),
    ...plain('COUNTRY', COUNTRIES),
  ];
}

const key = (kind: string, code: string) => `${kind}:${code}`;

/**
 * Keeps the reference tables in step with the domain package (inserting new entries, renaming
 * changed ones) when the server starts, and serves them from memory afterwards: they only change
 * with a deployment.
 */
@Injectable()
export class ReferenceDataService implements OnApplicationBootstrap {
  private readonly logger = new Logger(ReferenceDataService.name);
  private cache?: Promise<ReferenceItem[]>;
  /** The serialised answers of the reference routes, by route; emptied when the data changes. */
  private answers = new Map<string, Promise<PreparedJson>>();

  constructor(private readonly dataSource: DataSource) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.synchronise();
  }

  async synchronise(): Promise<void> {
    const seed = referenceSeed();
    await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(ReferenceItem);
      const existing = new Map((await repository.find()).map((item) => [key(item.kind, item.code), item]));
      const changed: ReferenceItem[] = [];
      seed.forEach((entry, index) => {
        const item =
          existing.get(key(entry.kind, entry.code)) ?? repository.create({ kind: entry.kind, code: entry.code });
        const dirty =
          item.id === undefined ||
          item.nameDe !== entry.name.de ||
          item.nameEn !== entry.name.en ||
          item.sortOrder !== index ||
          (item.jobKind ?? null) !== (entry.jobKind ?? null);
        if (!dirty) return;
        Object.assign(item, {
          nameDe: entry.name.de,
          nameEn: entry.name.en,
          sortOrder: index,
          jobKind: entry.jobKind ?? null,
        });
        changed.push(item);
      });
      const saved = await repository.save(changed, { chunk: 100 });
      saved.forEach((item) => existing.set(key(item.kind, item.code), item));

      const links = seed.flatMap((entry) =>
        (entry.related ?? []).map((target) => {
          const parent = existing.get(key(entry.kind, entry.code));
          const child = existing.get(key(target.kind, target.code));
          if (!parent || !child) throw new Error(`Reference data links to unknown ${target.kind} ${target.code}`);
          return { parentId: parent.id, childId: child.id };
        }),
      );
      const current: { parent_id: number; child_id: number }[] = await manager.query(
        'SELECT parent_id, child_id FROM reference_link',
      );
      const have = new Set(current.map((link) => `${link.parent_id}-${link.child_id}`));
      const want = new Set(links.map((link) => `${link.parentId}-${link.childId}`));
      const missing = links.filter((link) => !have.has(`${link.parentId}-${link.childId}`));
      const obsolete = current.filter((link) => !want.has(`${link.parent_id}-${link.child_id}`));
      for (let start = 0; start < missing.length; start += 200) {
        const chunk = missing.slice(start, start + 200);
        await manager
          .createQueryBuilder()
          .insert()
          .into('reference_link')
          .values(chunk.map((link) => ({ parent_id: link.parentId, child_id: link.childId })))
          .execute();
      }
      for (const link of obsolete) {
        await manager.query('DELETE FROM reference_link WHERE parent_id = ? AND child_id = ?', [
          link.parent_id,
          link.child_id,
        ]);
      }
      if (changed.length > 0 || missing.length > 0 || obsolete.length > 0) {
        this.logger.log(
          `Reference data: ${changed.length} entries and ${missing.length + obsolete.length} links updated`,
        );
      }
    });
    this.cache = undefined;
    this.answers = new Map();
  }

  /**
   * The answer for `route`, built by `build` and serialised once (the lists only change with a
   * deployment): a request then costs neither mapping nor JSON.stringify nor hashing.
   */
  answer<T>(route: string, build: () => Promise<T>): Promise<PreparedJson> {
    const answers = this.answers;
    let answer = answers.get(route);
    if (!answer) {
      answer = build().then(prepareJson);
      answers.set(route, answer);
      answer.catch(() => {
        if (answers.get(route) === answer) answers.delete(route);
      });
    }
    return answer;
  }

  private all(): Promise<ReferenceItem[]> {
    this.cache ??= this.dataSource
      .getRepository(ReferenceItem)
      .find({ relations: { related: true }, order: { sortOrder: 'ASC' } })
      .catch((error: unknown) => {
        this.cache = undefined;
        throw error;
      });
    return this.cache;
  }

  async list(kind: ReferenceKind): Promise<ReferenceItemDto[]> {
    return (await this.all()).filter((item) => item.kind === kind).map(toDto);
  }

  async positions(): Promise<PositionDto[]> {
    return (await this.all()).filter((item) => item.kind === 'POSITION').map(withFields);
  }

  async jobTitles(): Promise<JobTitleDto[]> {
    return (await this.all())
      .filter((item) => item.kind === 'JOB_TITLE')
      .map((item) => ({
        ...withFields(item),
        qualifications: sorted(item.related.filter((related) => related.kind === 'QUALIFICATION')).map(toDto),
      }));
  }
}

const sorted = (items: ReferenceItem[]) => [...items].sort((a, b) => a.sortOrder - b.sortOrder);

function toDto(item: ReferenceItem): ReferenceItemDto {
  return { id: item.id, code: item.code, name: { de: item.nameDe, en: item.nameEn }, jobKind: item.jobKind };
}

function withFields(item: ReferenceItem): PositionDto {
  const fields = sorted(item.related.filter((related) => related.kind === 'FIELD'));
  return { ...toDto(item), fieldIds: fields.map((field) => field.id), fieldCodes: fields.map((field) => field.code) };
}
