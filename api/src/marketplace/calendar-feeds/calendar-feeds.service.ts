import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { JobState } from '@medstaff/domain';
import { DataSource, In } from 'typeorm';
import { Permission } from '../../platform/authentication/access-permission';
import { AccessService } from '../../access/access.service';
import type { AuthUser } from '../../platform/authentication/auth.types';
import { DomainError } from '../../platform/common/domain-error';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { DepartmentMembersService } from '../../organisations/departments/department-members.service';
import { Application } from '../jobs/application.entity';
import { JobRequest } from '../jobs/job-request.entity';
import { OrganisationMembersService } from '../../organisations/organisation-members.service';
import { renderFeed, renderWorkerFeed, type FeedJob } from './calendar-feed-ics';
import { WorkerShiftsService } from '../assignments/worker-shifts.service';
import { PersonCalendarFeed } from './person-calendar-feed.entity';
import { CALENDAR_FEED_SCOPES, CalendarFeed, type CalendarFeedScope } from './calendar-feed.entity';
import type {
  CalendarFeedCreatedDto,
  CalendarFeedDto,
  OwnCalendarFeedCreatedDto,
  OwnCalendarFeedDto,
} from './dto/calendar-feed.dto';

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
/** 32 random bytes, base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** A feed shows dates from 90 days back to a year ahead. */
const FEED_PAST_DAYS = 90;
const FEED_FUTURE_DAYS = 366;
const DAY_MS = 86_400_000;

export const isFeedScope = (value: string): value is CalendarFeedScope =>
  (CALENDAR_FEED_SCOPES as readonly string[]).includes(value);

interface FeedTarget {
  scope: CalendarFeedScope;
  id: number;
  name: string;
  organisationId: number;
  organisationName: string;
}

/**
 * Private iCalendar feeds of organisations and departments: issue, rotate and revoke their
 * tokens (only a SHA-256 is stored), and render a feed for its token.
 */
@Injectable()
export class CalendarFeedsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
    private readonly organisationMembers: OrganisationMembersService,
    private readonly departmentMembers: DepartmentMembersService,
    private readonly workerShifts: WorkerShiftsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The organisations (as admin) and departments the user may manage, with their feed state. */
  async list(user: AuthUser): Promise<CalendarFeedDto[]> {
    const scope = await this.access.requireScope(user, Permission.FeedManage);
    const organisationIds = scope.organisationIds;
    const departmentIds = scope.departments.map((department) => department.id);
    const manager = this.dataSource.manager;
    const organisations = await this.organisationMembers.namesOf(manager, organisationIds);
    const departments = await this.departmentMembers.namesOf(manager, departmentIds);
    const targets: FeedTarget[] = [
      ...organisations
        .sort((a, b) => a.name.localeCompare(b.name, 'de'))
        .map((organisation) => ({
          scope: 'organisation' as const,
          id: organisation.id,
          name: organisation.name,
          organisationId: organisation.id,
          organisationName: organisation.name,
        })),
      ...departments
        .sort(
          (a, b) => a.organisationName.localeCompare(b.organisationName, 'de') || a.name.localeCompare(b.name, 'de'),
        )
        .map((department) => ({
          scope: 'department' as const,
          id: department.id,
          name: department.name,
          organisationId: department.organisationId,
          organisationName: department.organisationName,
        })),
    ];
    const feeds =
      targets.length > 0
        ? await manager.find(CalendarFeed, {
            select: {
              id: true,
              scopeKey: true,
              updatedAt: true,
              tokenHash: true,
              createdById: true,
              organisationId: true,
              departmentId: true,
            },
            where: { scopeKey: In(targets.map((target) => `${target.scope}:${target.id}`)) },
          })
        : [];
    const live: typeof feeds = [];
    for (const feed of feeds) if (await this.stillAnswers(feed)) live.push(feed);
    const issued = new Map(live.map((feed) => [feed.scopeKey, feed.updatedAt]));
    return targets.map((target) => this.toDto(target, issued.get(`${target.scope}:${target.id}`) ?? null));
  }

  /** Creates the feed or gives it a new token (the old URL stops working at once). */
  async rotate(user: AuthUser, scope: string, id: number): Promise<CalendarFeedCreatedDto> {
    const target = await this.target(user, scope, id);
    const token = randomBytes(32).toString('base64url');
    const scopeKey = `${target.scope}:${target.id}`;
    const issuedAt = await this.dataSource.transaction(async (manager) => {
      const existing = await manager.findOne(CalendarFeed, { select: { id: true }, where: { scopeKey } });
      if (existing) {
        await manager.update(CalendarFeed, { id: existing.id }, { tokenHash: hashToken(token), createdById: user.id });
      } else {
        await manager.insert(CalendarFeed, {
          scope: target.scope,
          scopeKey,
          organisationId: target.organisationId,
          departmentId: target.scope === 'department' ? target.id : null,
          tokenHash: hashToken(token),
          createdById: user.id,
        });
      }
      const saved = await manager.findOneOrFail(CalendarFeed, {
        select: { id: true, updatedAt: true },
        where: { scopeKey },
      });
      return saved.updatedAt;
    });
    return { ...this.toDto(target, issuedAt), url: `${this.config.publicUrl}/api/calendar-feeds/ics/${token}.ics` };
  }

  /** Revokes the feed: its URL answers 404 from now on. Revoking a feed that has none is fine. */
  async revoke(user: AuthUser, scope: string, id: number): Promise<void> {
    const target = await this.target(user, scope, id);
    await this.dataSource.manager.delete(CalendarFeed, { scopeKey: `${target.scope}:${target.id}` });
  }

  /** Whether the signed-in person has a feed of her own assignments, and since when its URL is valid. */
  async mine(user: AuthUser): Promise<OwnCalendarFeedDto> {
    const feed = await this.dataSource.manager.findOne(PersonCalendarFeed, {
      select: { id: true, updatedAt: true },
      where: { personId: user.id },
    });
    return { active: feed !== null, issuedAt: feed ? feed.updatedAt.toISOString() : null };
  }

  /** Creates the person's own feed or gives it a new token (the old URL stops working at once). */
  async rotateMine(user: AuthUser): Promise<OwnCalendarFeedCreatedDto> {
    const token = randomBytes(32).toString('base64url');
    const issuedAt = await this.dataSource.transaction(async (manager) => {
      const existing = await manager.findOne(PersonCalendarFeed, {
        select: { id: true },
        where: { personId: user.id },
      });
      if (existing) await manager.update(PersonCalendarFeed, { id: existing.id }, { tokenHash: hashToken(token) });
      else await manager.insert(PersonCalendarFeed, { personId: user.id, tokenHash: hashToken(token) });
      const saved = await manager.findOneOrFail(PersonCalendarFeed, {
        select: { id: true, updatedAt: true },
        where: { personId: user.id },
      });
      return saved.updatedAt;
    });
    return {
      active: true,
      issuedAt: issuedAt.toISOString(),
      url: `${this.config.publicUrl}/api/calendar-feeds/ics/${token}.ics`,
    };
  }

  /** Revokes the person's own feed: its URL answers 404 from now on (fine when there is none). */
  async revokeMine(user: AuthUser): Promise<void> {
    await this.dataSource.manager.delete(PersonCalendarFeed, { personId: user.id });
  }

  /**
   * The iCalendar text of the feed with this token: an organisation's or department's requests,
   * or a person's own assignments. Unknown and revoked tokens are 404, and so is a feed whose
   * creator lost the access to what it shows.
   */
  async render(token: string): Promise<string> {
    const missing = new DomainError('NOT_FOUND', 'calendarFeed.notFound');
    if (!TOKEN_PATTERN.test(token)) throw missing;
    const manager = this.dataSource.manager;
    const feed = await manager.findOne(CalendarFeed, {
      where: { tokenHash: hashToken(token) },
      relations: { organisation: true, department: true },
    });
    if (!feed) {
      const own = await manager.findOne(PersonCalendarFeed, {
        select: { id: true, personId: true },
        where: { tokenHash: hashToken(token) },
      });
      if (!own) throw missing;
      return this.renderOwn(own.personId);
    }
    if (!(await this.stillAnswers(feed))) throw missing;
    const now = Date.now();
    const query = manager
      .createQueryBuilder(JobRequest, 'job')
      .select(['job.id', 'job.title', 'job.state', 'job.updatedAt', 'job.version', 'job.departmentId'])
      // An open end (NULL) reaches into the window from any start before its end.
      .innerJoin('job.dates', 'date', '(date.endAt IS NULL OR date.endAt >= :from) AND date.startAt < :until', {
        from: new Date(now - FEED_PAST_DAYS * DAY_MS),
        until: new Date(now + FEED_FUTURE_DAYS * DAY_MS),
      })
      .addSelect(['date.id', 'date.startAt', 'date.endAt', 'date.activities'])
      .leftJoin('job.department', 'department')
      .addSelect(['department.id', 'department.name'])
      .where('job.organisationId = :organisationId', { organisationId: feed.organisationId })
      .orderBy('job.id', 'ASC')
      .addOrderBy('date.startAt', 'ASC');
    if (feed.departmentId !== null)
      query.andWhere('job.departmentId = :departmentId', { departmentId: feed.departmentId });
    const jobs = await query.getMany();
    const counts = await this.applicantCounts(jobs.map((job) => job.id));
    const feedJobs: FeedJob[] = jobs.map((job) => ({
      id: job.id,
      title: job.title,
      state: job.state as JobState,
      departmentName: job.department?.name ?? null,
      organisationName: feed.organisation.name,
      applicants: counts.get(job.id)?.all ?? 0,
      selectedApplicants: counts.get(job.id)?.selected ?? 0,
      updatedAt: job.updatedAt,
      version: job.version,
      dates: job.dates.map((date) => ({
        id: date.id,
        startAt: date.startAt,
        endAt: date.endAt,
        activities: date.activities,
      })),
    }));
    const name = feed.department ? `${feed.organisation.name} – ${feed.department.name}` : feed.organisation.name;
    return renderFeed(feedJobs, {
      name: `Schichten ${name}`,
      publicUrl: this.config.publicUrl,
      uidDomain: new URL(this.config.publicUrl).hostname,
    });
  }

  /** A person's own feed: her assignments (not cancelled) from 90 days back to a year ahead. */
  private async renderOwn(personId: number): Promise<string> {
    const now = Date.now();
    const assignments = await this.workerShifts.ofPerson(
      personId,
      new Date(now - FEED_PAST_DAYS * DAY_MS),
      new Date(now + FEED_FUTURE_DAYS * DAY_MS),
    );
    return renderWorkerFeed(assignments, {
      name: 'Meine Einsätze',
      publicUrl: this.config.publicUrl,
      uidDomain: new URL(this.config.publicUrl).hostname,
    });
  }

  /**
   * A feed answers only while its creator may still manage it (the access policy decides, as for
   * creating it). Once they may not (membership removed, account disabled or deleted) the feed is
   * revoked for good: its URL answers 404 like any unknown token, and giving the access back does
   * not revive a URL that may have been passed on meanwhile. The delete names the token, so a
   * rotation by another manager in the meantime stays.
   */
  private async stillAnswers(
    feed: Pick<CalendarFeed, 'id' | 'tokenHash' | 'createdById' | 'organisationId' | 'departmentId'>,
  ): Promise<boolean> {
    if (await this.access.feedOwnerMayManage(feed.createdById, feed)) return true;
    await this.dataSource.manager.delete(CalendarFeed, { id: feed.id, tokenHash: feed.tokenHash });
    return false;
  }

  /** Applicants per request, in one grouped query per thousand requests. */
  private async applicantCounts(jobIds: number[]): Promise<Map<number, { all: number; selected: number }>> {
    const counts = new Map<number, { all: number; selected: number }>();
    for (let start = 0; start < jobIds.length; start += 1000) {
      const rows: { jobRequestId: number | string; total: number | string; selected: number | string | null }[] =
        await this.dataSource.manager
          .createQueryBuilder(Application, 'application')
          .select('application.jobRequestId', 'jobRequestId')
          .addSelect('COUNT(*)', 'total')
          .addSelect("SUM(CASE WHEN application.state = 'selected' THEN 1 ELSE 0 END)", 'selected')
          .where({ jobRequestId: In(jobIds.slice(start, start + 1000)) })
          .groupBy('application.jobRequestId')
          .getRawMany();
      for (const row of rows) {
        counts.set(Number(row.jobRequestId), { all: Number(row.total), selected: Number(row.selected ?? 0) });
      }
    }
    return counts;
  }

  /** The organisation or department, once the policy lets the user manage its feed. */
  private async target(user: AuthUser, scope: string, id: number): Promise<FeedTarget> {
    if (!isFeedScope(scope)) throw new DomainError('VALIDATION_FAILED', 'calendarFeed.scopeInvalid');
    const manager = this.dataSource.manager;
    if (scope === 'organisation') {
      await this.access.requireAccess(user, Permission.FeedManage, [id], 'organisation');
      const [organisation] = await this.organisationMembers.namesOf(manager, [id]);
      if (!organisation) throw new DomainError('NOT_FOUND', 'calendarFeed.notFound');
      return { scope, id, name: organisation.name, organisationId: id, organisationName: organisation.name };
    }
    await this.access.requireAccess(user, Permission.FeedManage, [id], 'department');
    const [department] = await this.departmentMembers.namesOf(manager, [id]);
    if (!department) throw new DomainError('NOT_FOUND', 'calendarFeed.notFound');
    return {
      scope,
      id,
      name: department.name,
      organisationId: department.organisationId,
      organisationName: department.organisationName,
    };
  }

  private toDto(target: FeedTarget, issuedAt: Date | null): CalendarFeedDto {
    return {
      scope: target.scope,
      id: target.id,
      name: target.name,
      organisationName: target.organisationName,
      active: issuedAt !== null,
      issuedAt: issuedAt ? issuedAt.toISOString() : null,
    };
  }
}
