import { Injectable } from '@nestjs/common';
import { allowList, APPLICATION_DOCUMENT_KINDS, JOB_KINDS, JOB_STATES, parseId } from '@medstaff/domain';
import { DataSource, In } from 'typeorm';
import { readListPage, type ListResult } from '../../platform/lists/list-page';
import {
  parseListQuery,
  type ListQuery,
  type ListSpec,
  type RawListQuery,
} from '../../platform/lists/list-query.parser';
import { parseExportQuery, type CsvColumn, type CsvExport } from '../../platform/lists/csv-export';
import { DomainError, notFound } from '../../platform/common/domain-error';
import { withParams } from '../../platform/common/messages';
import { rawInstant } from '../../platform/database/raw-values';
import { Document } from '../documents/document.entity';
import { Application } from './application.entity';
import { ReferenceDataService } from '../../platform/reference-data/reference-data.service';
import type {
  JobAdminApplicationDto,
  JobAdminCodeNamesDto,
  JobAdminDetailDto,
  JobAdminRowDto,
} from './dto/job-admin.dto';
import { JobDate } from './job-date.entity';
import { JobRequest } from './job-request.entity';
import { JobSalary } from './job-salary.entity';

/**
 * Every sort reads `job_request` in index order (the primary key, `ix_job_request_created`,
 * `ix_job_request_state_id`), the id breaking ties in the same direction, so a page of a large
 * table never sorts the whole table.
 */
export const JOB_LIST: ListSpec = {
  sortable: allowList({ id: 'job.id', createdAt: 'job.createdAt', state: 'job.state' }),
  defaultSort: 'id',
  searchable: ['job.title', 'organisation.name', 'department.name'],
  filters: allowList({ state: 'job.state', organisationId: 'job.organisationId', kind: 'job.kind' }),
};

/** The allowed values of the equality filters that have a fixed set (answer 400 for others). */
const FILTER_VALUES: ReadonlyMap<string, readonly string[]> = allowList<readonly string[]>({
  'job.state': JOB_STATES,
  'job.kind': JOB_KINDS,
});

/** The list's columns of `job_request` (its text columns, such as the description, stay unread). */
const ROW_COLUMNS = [
  'job.id',
  'job.kind',
  'job.state',
  'job.title',
  'job.organisationId',
  'job.departmentId',
  'job.createdAt',
  'job.releasedAt',
  'job.filledAt',
];

/** The columns of the shift requests export (the list's columns; dates and pay stay in the detail). */
const JOB_EXPORT_COLUMNS: CsvColumn<JobRequest>[] = [
  { key: 'id', label: 'export.column.id', value: (job) => job.id },
  { key: 'title', label: 'export.column.title', value: (job) => job.title },
  { key: 'kind', label: 'export.column.kind', value: (job) => job.kind },
  { key: 'state', label: 'export.column.state', value: (job) => job.state },
  { key: 'organisation', label: 'export.column.organisation', value: (job) => job.organisation?.name },
  { key: 'department', label: 'export.column.department', value: (job) => job.department?.name },
  { key: 'createdAt', label: 'export.column.createdAt', value: (job) => job.createdAt },
  { key: 'releasedAt', label: 'export.column.releasedAt', value: (job) => job.releasedAt },
  { key: 'filledAt', label: 'export.column.filledAt', value: (job) => job.filledAt },
];

/** Checks the filter values: a known state and kind, a well-formed organisation id. */
function checkFilters(query: ListQuery): void {
  for (const condition of query.equals) {
    const allowed = FILTER_VALUES.get(condition.column);
    if (allowed && !allowed.includes(String(condition.value))) {
      const name = condition.column.slice('job.'.length);
      throw new DomainError(
        'VALIDATION_FAILED',
        withParams('listQuery.filterOneOf', { key: name, values: allowed.join(', ') }),
      );
    }
    if (condition.column === 'job.organisationId') {
      const id = parseId(condition.value);
      if (id === undefined)
        throw new DomainError('INVALID_ID', 'filter.organisationId must be an id (a positive whole number).');
      condition.value = id;
    }
  }
}

/** Decimal columns as text with two decimals on both dialects (SQLite answers numbers). */
const euros = (value: string | number): string => Number(value).toFixed(2);
const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);
const rawIso = (value: Date | string | null): string | null => {
  if (value === null) return null;
  const instant = rawInstant(value);
  return Number.isNaN(instant) ? null : new Date(instant).toISOString();
};

interface PageFigures {
  applicationsCount: number;
  firstDate: string | null;
  lastDate: string | null;
}

function toRow(job: JobRequest, figures: PageFigures | undefined): JobAdminRowDto {
  return {
    id: job.id,
    kind: job.kind,
    state: job.state,
    title: job.title,
    organisationId: job.organisationId,
    organisationName: job.organisation?.name ?? null,
    departmentId: job.departmentId,
    departmentName: job.department?.name ?? null,
    firstDate: figures?.firstDate ?? null,
    lastDate: figures?.lastDate ?? null,
    applicationsCount: figures?.applicationsCount ?? 0,
    createdAt: job.createdAt.toISOString(),
    releasedAt: iso(job.releasedAt),
    filledAt: iso(job.filledAt),
  };
}

/**
 * The back-office's shift requests: read-only (they belong to the hospitals and change only
 * through the workflow); list, one request with its applications, and its audit trail.
 */
@Injectable()
export class JobsAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly referenceData: ReferenceDataService,
  ) {}

  /** The names of the request's codes from the reference lists (cached in memory by their service). */
  private async codeNames(job: JobRequest): Promise<JobAdminCodeNamesDto> {
    const [positions, fields, jobTypes, shiftTypes, contractTypes] = await Promise.all(
      (['POSITION', 'FIELD', 'JOB_TYPE', 'SHIFT_TYPE', 'CONTRACT_TYPE'] as const).map((kind) =>
        this.referenceData.list(kind),
      ),
    );
    const nameIn = (items: { code: string; name: { de: string; en: string } }[], code: string | null) =>
      (code === null ? undefined : items.find((item) => item.code === code)?.name) ?? null;
    return {
      position: nameIn(positions, job.positionCode),
      field: nameIn(fields, job.fieldCode),
      jobType: nameIn(jobTypes, job.jobType),
      shiftType: nameIn(shiftTypes, job.shiftType),
      contractType: nameIn(contractTypes, job.contractType),
    };
  }

  /** One query for the page (and its count), one for the page's application counts and dates. */
  async list(raw: RawListQuery): Promise<ListResult<JobAdminRowDto>> {
    const query = parseListQuery(raw, JOB_LIST);
    checkFilters(query);
    const [jobs, total] = await readListPage(
      this.dataSource
        .getRepository(JobRequest)
        .createQueryBuilder('job')
        .select(ROW_COLUMNS)
        .leftJoin('job.organisation', 'organisation')
        .addSelect(['organisation.id', 'organisation.name'])
        .leftJoin('job.department', 'department')
        .addSelect(['department.id', 'department.name']),
      query,
      JOB_LIST,
    );
    const figures = await this.pageFigures(jobs.map((job) => job.id));
    return { query, rows: jobs.map((job) => toRow(job, figures.get(job.id))), total };
  }

  /** Every request matching the list's sort and filter, as CSV (see platform/lists/csv-export). */
  export(raw: RawListQuery): CsvExport<JobRequest> {
    const query = parseExportQuery(raw, JOB_LIST);
    checkFilters(query);
    return {
      resource: 'jobs',
      spec: JOB_LIST,
      query,
      rows: () =>
        this.dataSource
          .getRepository(JobRequest)
          .createQueryBuilder('job')
          .select(ROW_COLUMNS)
          .leftJoin('job.organisation', 'organisation')
          .addSelect(['organisation.id', 'organisation.name'])
          .leftJoin('job.department', 'department')
          .addSelect(['department.id', 'department.name']),
      columns: JOB_EXPORT_COLUMNS,
    };
  }

  async get(id: number): Promise<JobAdminDetailDto> {
    const job = await this.dataSource.getRepository(JobRequest).findOne({
      where: { id },
      relations: { organisation: true, department: true },
    });
    if (!job) throw notFound('The shift request');
    const manager = this.dataSource.manager;
    const [dates, salaries, applications] = await Promise.all([
      manager.find(JobDate, { where: { jobRequestId: id }, order: { startAt: 'ASC', id: 'ASC' } }),
      manager.find(JobSalary, { where: { jobRequestId: id }, order: { id: 'ASC' } }),
      manager.find(Application, {
        where: { jobRequestId: id },
        relations: { agency: true },
        order: { createdAt: 'ASC', id: 'ASC' },
      }),
    ]);
    const documents = await this.documentKinds(applications.map((application) => application.id));
    const first = dates[0];
    const ends = dates.map((date) => (date.endAt ?? date.startAt).getTime());
    return {
      ...toRow(job, {
        applicationsCount: applications.length,
        firstDate: first ? first.startAt.toISOString() : null,
        lastDate: ends.length ? new Date(Math.max(...ends)).toISOString() : null,
      }),
      subtitle: job.subtitle,
      description: job.description,
      organisationAddress: job.organisation
        ? [job.organisation.address, [job.organisation.postcode, job.organisation.city].filter(Boolean).join(' ')]
            .filter(Boolean)
            .join(', ')
        : null,
      positionCode: job.positionCode,
      fieldCode: job.fieldCode,
      jobType: job.jobType,
      shiftType: job.shiftType,
      contractType: job.contractType,
      names: await this.codeNames(job),
      skills: job.skills ?? [],
      dateMode: job.dateMode,
      timeLimit: job.timeLimit,
      jobOperation: job.jobOperation,
      payment: job.payment,
      accommodation: job.accommodation,
      releaseDueAt: iso(job.releaseDueAt),
      createdById: job.createdById,
      filledById: job.filledById,
      updatedAt: job.updatedAt.toISOString(),
      version: job.version,
      dates: dates.map((date) => ({
        id: date.id,
        startAt: date.startAt.toISOString(),
        endAt: iso(date.endAt),
        activities: date.activities ?? [],
        type: date.type,
      })),
      salaries: salaries.map((salary) => ({ activity: salary.activity, cost: euros(salary.cost) })),
      applications: applications.map((application): JobAdminApplicationDto => ({
        id: application.id,
        candidateName: application.applicantName,
        agencyId: application.agencyId,
        agencyName: application.agency?.name ?? null,
        hourlyRate: euros(application.hourlyRate),
        state: application.state,
        createdAt: application.createdAt.toISOString(),
        documents: {
          cv: documents.has(`${application.id}:CV`),
          licence: documents.has(`${application.id}:LICENCE_TO_PRACTISE`),
          diploma: documents.has(`${application.id}:SPECIALIST_DIPLOMA`),
        },
      })),
    };
  }

  /** Application counts and the first and last shift of the page's requests, in one query. */
  private async pageFigures(ids: number[]): Promise<Map<number, PageFigures>> {
    const figures = new Map<number, PageFigures>();
    if (ids.length === 0) return figures;
    const rows = await this.dataSource
      .getRepository(JobRequest)
      .createQueryBuilder('job')
      .select('job.id', 'id')
      .addSelect(
        (sub) => sub.select('COUNT(*)').from(Application, 'application').where('application.job_request_id = job.id'),
        'applications',
      )
      .addSelect(
        (sub) =>
          sub.select('MIN(earliest.start_at)').from(JobDate, 'earliest').where('earliest.job_request_id = job.id'),
        'first_date',
      )
      .addSelect(
        (sub) =>
          sub
            .select('MAX(COALESCE(latest.end_at, latest.start_at))')
            .from(JobDate, 'latest')
            .where('latest.job_request_id = job.id'),
        'last_date',
      )
      .where('job.id IN (:...ids)', { ids })
      .getRawMany<{
        id: number | string;
        applications: number | string;
        first_date: Date | string | null;
        last_date: Date | string | null;
      }>();
    for (const row of rows) {
      figures.set(Number(row.id), {
        applicationsCount: Number(row.applications),
        firstDate: rawIso(row.first_date),
        lastDate: rawIso(row.last_date),
      });
    }
    return figures;
  }

  /** `applicationId:KIND` of the three application documents that exist. */
  private async documentKinds(applicationIds: number[]): Promise<Set<string>> {
    if (applicationIds.length === 0) return new Set();
    const documents = await this.dataSource.getRepository(Document).find({
      select: { id: true, applicationId: true, kind: true },
      where: { applicationId: In(applicationIds), kind: In([...APPLICATION_DOCUMENT_KINDS]) },
    });
    return new Set(documents.map((document) => `${document.applicationId}:${document.kind}`));
  }
}
