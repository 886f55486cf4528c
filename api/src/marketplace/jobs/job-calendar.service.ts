import { Injectable } from '@nestjs/common';
import {
  CALENDAR_DATE_LIMIT,
  OPEN_APPLICATION_STATES,
  organisationJobGroupOfCounts,
  type CalendarJobWire,
  type JobDateType,
  type JobKind,
  type JobState,
  type OrganisationCalendarWire,
} from '@medstaff/domain';
import { DataSource } from 'typeorm';
import { Permission } from '../../platform/authentication/access-permission';
import { AccessService, type AccessScope } from '../../access/access.service';
import type { AuthUser } from '../../platform/authentication/auth.types';
import { DomainError } from '../../platform/common/domain-error';
import { departmentNameJoin } from '../../organisations/organisation-query-parts';
import { Application } from './application.entity';
import { rowInstant } from './job-wire.reader';
import type { OrganisationCalendarQueryDto } from './dto/organisation-calendar-query.dto';
import { JobDate } from './job-date.entity';

interface CalendarRow {
  date_id: number | string;
  job_id: number | string;
  start_at: Date | string;
  end_at: Date | string | null;
  activities: string | null;
  type: JobDateType;
  title: string;
  kind: JobKind;
  state: JobState;
  department_id: number | string | null;
  department_name: string | null;
}

/**
 * The shift calendar's data for a visible range in a fixed number of queries whatever the size:
 * the ids of the dates that touch the range, read from the calendar indexes alone (organisation or
 * department, then start and id: the first dates starting in the range are read in order and the
 * scan stops at the limit; with the end, the few dates that started before it); those dates with their
 * request's title, state and department; the applicants' counts per request for its table. At most
 * `CALENDAR_DATE_LIMIT` dates, earliest first. Dates carry their request's organisation and
 * department (copied on every write), so department members need no join to be held to theirs.
 */
@Injectable()
export class JobCalendarService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
  ) {}

  async calendar(user: AuthUser, query: OrganisationCalendarQueryDto): Promise<OrganisationCalendarWire> {
    const scope = await this.access.requireScope(user, Permission.OrganisationJobsRead);
    if (query.department !== undefined && !scope.departments.some((item) => item.id === query.department)) {
      throw new DomainError('NOT_FOUND', 'access.notFound');
    }
    const rows = await this.datesInRange(scope, query);
    const truncated = rows.length > CALENDAR_DATE_LIMIT;
    if (truncated) rows.length = CALENDAR_DATE_LIMIT;

    const jobs = new Map<number, CalendarJobWire>();
    for (const row of rows) {
      const jobId = Number(row.job_id);
      let job = jobs.get(jobId);
      if (!job) {
        const departmentId = row.department_id === null ? null : Number(row.department_id);
        job = {
          _id: jobId,
          title: row.title,
          kind: row.kind,
          state: row.state,
          group: 'offeneShifts',
          orig_dept: departmentId === null ? null : { _id: departmentId, name: row.department_name ?? '' },
          dates: [],
        };
        jobs.set(jobId, job);
      }
      job.dates.push({
        _id: Number(row.date_id),
        date: {
          startDate: rowInstant(row.start_at),
          endDate: row.end_at === null ? null : rowInstant(row.end_at),
          activity: activityText(row.activities),
        },
        type: row.type,
      });
    }
    await this.fillGroups(jobs);
    return { from: query.from, to: query.to, jobs: [...jobs.values()], truncated };
  }

  /**
   * The earliest dates touching the range (one more than the limit), with their request's title,
   * state and department, in one query: the dates are picked from the calendar indexes alone, per
   * reach (organisations, or departments outside them): those starting in the range, read in index
   * order and cut at the limit (a month of a busy hospital holds tens of thousands: sorting them all
   * cost more than the rest of the answer), and those that started before it and end in it or later
   * or have an open end; joined with UNION ALL (the branches are disjoint), ordered and cut there;
   * only the picked rows are then read with their request.
   */
  private async datesInRange(scope: AccessScope, query: OrganisationCalendarQueryDto): Promise<CalendarRow[]> {
    const reaches: { column: 'organisation_id' | 'department_id'; ids: number[] }[] = [];
    if (query.department !== undefined) {
      reaches.push({ column: 'department_id', ids: [query.department] });
    } else {
      if (scope.organisationIds.length) reaches.push({ column: 'organisation_id', ids: scope.organisationIds });
      const departments = scope.departments
        .filter(
          (item) => scope.ownDepartmentIds.includes(item.id) && !scope.organisationIds.includes(item.organisationId),
        )
        .map((item) => item.id);
      if (departments.length) reaches.push({ column: 'department_id', ids: departments });
    }
    const branches: [string, unknown[]][] = [];
    const from = new Date(query.from);
    const to = new Date(query.to);
    const limit = CALENDAR_DATE_LIMIT + 1;
    for (const reach of reaches) {
      const dates = () =>
        this.dataSource
          .createQueryBuilder()
          .select('date.id', 'id')
          .addSelect('date.start_at', 'start_at')
          .from(JobDate, 'date')
          .where(`date.${reach.column} IN (:...ids)`, { ids: reach.ids });
      // Dates starting in the range, read in the order of the (…, start_at, id, end_at) index and cut
      // there: the first ones are all that is needed, however many the range holds.
      const starting = dates()
        .andWhere('date.start_at >= :from AND date.start_at < :to', { from, to })
        .andWhere('(date.end_at IS NULL OR date.end_at >= :from)', { from })
        .orderBy('date.start_at', 'ASC')
        .addOrderBy('date.id', 'ASC')
        .limit(limit)
        .getQueryAndParameters();
      branches.push([`SELECT in_range.id, in_range.start_at FROM (${starting[0]}) in_range`, starting[1]]);
      // Dates that started before the range and still run into it (few), ended or open. One bound
      // on start_at only (`to` lies after `from`), so the index range is the one the plan uses.
      for (const end of ['date.end_at >= :from', 'date.end_at IS NULL']) {
        branches.push(
          dates()
            .andWhere('date.start_at < :before', { before: from.valueOf() <= to.valueOf() ? from : to })
            .andWhere(end, { from })
            .getQueryAndParameters(),
        );
      }
    }
    if (branches.length === 0) return [];
    const picked =
      `SELECT chosen.id, chosen.start_at FROM (${branches.map(([text]) => text).join(' UNION ALL ')}) chosen ` +
      `ORDER BY chosen.start_at, chosen.id LIMIT ${limit}`;
    // The department's name: the organisations module writes its join (its table, its columns).
    const department = departmentNameJoin(this.dataSource, {
      alias: 'department',
      on: 'job.department_id',
      as: 'department_name',
    });
    const sql =
      'SELECT d.id AS date_id, d.job_request_id AS job_id, d.start_at AS start_at, d.end_at AS end_at, ' +
      'd.activities AS activities, d.type AS type, job.title AS title, job.kind AS kind, job.state AS state, ' +
      `job.department_id AS department_id, ${department.select} ` +
      `FROM (${picked}) picked ` +
      'INNER JOIN job_date d ON d.id = picked.id ' +
      'INNER JOIN job_request job ON job.id = d.job_request_id ' +
      `${department.join} ` +
      'ORDER BY picked.start_at, picked.id';
    return this.dataSource.query(
      sql,
      branches.flatMap(([, parameters]) => parameters),
    );
  }

  /** Each request's table from its open applications, counted once per request (not per date). */
  private async fillGroups(jobs: Map<number, CalendarJobWire>): Promise<void> {
    const ids = [...jobs.keys()];
    for (let index = 0; index < ids.length; index += 1000) {
      const counts = await this.dataSource
        .getRepository(Application)
        .createQueryBuilder('application')
        .select('application.job_request_id', 'job_id')
        .addSelect('COUNT(*)', 'applicants')
        .addSelect("SUM(CASE WHEN application.state = 'selected' THEN 1 ELSE 0 END)", 'selected')
        .where('application.job_request_id IN (:...ids)', { ids: ids.slice(index, index + 1000) })
        .andWhere('application.state IN (:...open)', { open: OPEN_APPLICATION_STATES })
        .groupBy('application.job_request_id')
        .getRawMany<{ job_id: number | string; applicants: number | string; selected: number | string }>();
      for (const count of counts) {
        const job = jobs.get(Number(count.job_id));
        if (job) job.group = organisationJobGroupOfCounts(Number(count.applicants), Number(count.selected));
      }
    }
  }
}

/** The stored activities (a JSON list, `simple-json`) as the wire's comma-separated text. */
function activityText(stored: string | null): string {
  if (!stored) return '';
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter((item) => typeof item === 'string').join(', ') : '';
  } catch {
    return '';
  }
}
