import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import {
  JOB_FIND_PAGE_SIZE,
  agencyMayApply,
  parseEuros,
  selectionOpen,
  type ApplicationDocumentKind,
  type Language,
  type WorkingTimeClashWire,
  type AgencyJobWire,
  type AppliedJobWire,
  type CandidateInvitationWire,
  type CandidatesWire,
  type DocumentWire,
  type JobApplicationWire,
} from '@medstaff/domain';
import { listTotals } from '../../platform/lists/list-totals-cache';
import { DataSource, In, Not, QueryFailedError, type EntityManager } from 'typeorm';
import { Permission } from '../../platform/authentication/access-permission';
import { AccessService } from '../../access/access.service';
import { agencyAudience, agencyIdsOf } from '../../access/job-audience';
import { AgencyMembersService } from '../../agencies/agency-members.service';
import { OrganisationMembersService } from '../../organisations/organisation-members.service';
import { AuditService } from '../../platform/audit/audit.service';
import type { AuthUser } from '../../platform/authentication/auth.types';
import { DomainError } from '../../platform/common/domain-error';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { Document } from '../documents/document.entity';
import { Application } from '../jobs/application.entity';
import { JobRequest } from '../jobs/job-request.entity';
import { JobsService } from '../jobs/jobs.service';
import { MailService } from '../../platform/mail/mail.service';
import { PersonContactsService, type PersonProfile } from '../../people/person-contacts.service';
import { FileStorage } from '../../platform/storage/file-storage';
import { CandidateInvitationsService } from '../candidates/candidate-invitations.service';
import { ShiftRecipients } from '../workflow/shift-recipients.service';
import { candidateClashes } from '../workflow/working-time.check';
import { workflowTransaction } from '../workflow/workflow-transaction';
import { enqueueHospitalMails } from './application-mails';
import { withdrawApplication } from './application-withdrawal';
import {
  MARKET_TRIGGER_COUNT,
  MarketAnswers,
  marketTriggerCount,
  readMarketVersion,
  type SharedMarketPage,
  withApplicants,
} from './market-answers';
import { agencyApplicantsOf } from '../jobs/job-wire.reader';
import { marketPageIds } from './market-page';
import {
  checkApplicationFiles,
  removeStoredFiles,
  type ApplicationFiles,
  type CheckedDocument,
} from './application-upload';
import type { ApplyDto, InviteCandidateDto } from './dto/apply.dto';
import type { JobFindDto } from './dto/job-find.dto';

const RESOURCE = 'jobs';

const ms = (value: Date | string): number => (value instanceof Date ? value : new Date(value)).getTime();

/** Whether a failed statement broke a unique index (the application's job + candidate guard). */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const code = (error.driverError as { code?: unknown } | undefined)?.code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export function toDocumentWire(document: Document): DocumentWire {
  return {
    _id: document.id,
    kind: document.kind as DocumentWire['kind'],
    fileName: document.fileName,
    sizeBytes: document.sizeBytes,
    url: `/api/documents/${document.id}`,
  };
}

/** The agency side of the marketplace: released requests, candidates, applying and withdrawing. */
@Injectable()
export class ApplicationsService implements OnApplicationBootstrap {
  private readonly logger = new Logger(ApplicationsService.name);
  /** The market's shared pages per market version, in this app (market-answers.ts). */
  readonly marketAnswers = new MarketAnswers();

  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
    private readonly jobs: JobsService,
    private readonly audit: AuditService,
    private readonly mail: MailService,
    private readonly storage: FileStorage,
    private readonly candidateInvitations: CandidateInvitationsService,
    private readonly agencies: AgencyMembersService,
    private readonly persons: PersonContactsService,
    private readonly organisations: OrganisationMembersService,
    private readonly recipients: ShiftRecipients,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The market's cache is right only with every trigger that raises its version: a database
   * without them (a migration that rebuilt a table on SQLite and forgot them) computes every
   * search and says so in the log.
   */
  async onApplicationBootstrap(): Promise<void> {
    const triggers = await marketTriggerCount(this.dataSource);
    if (triggers !== MARKET_TRIGGER_COUNT) {
      this.marketAnswers.disable(`${triggers} of the ${MARKET_TRIGGER_COUNT} market_version triggers exist`);
    }
  }

  /**
   * Released requests (`external_adv`), newest released first, filtered and paged, as the JSON
   * text of a `JobFindResultWire`. The part every agency shares (the total, the page's requests
   * without applications) is cached per market version (market-answers.ts); per request only the
   * version and the agency's own applications on the page are read (with their candidates' names)
   * and put into the cached requests' JSON.
   */
  async findJson(user: AuthUser, filter: JobFindDto): Promise<string> {
    const agencyIds = await this.access.requireAgencies(user, Permission.AgencyJobs);
    const page = filter.page ?? 1;
    const pageSize = filter.pageSize ?? JOB_FIND_PAGE_SIZE;
    const place = filter.place?.trim() || undefined;
    const key = JSON.stringify([
      filter.field,
      filter.position,
      filter.kind,
      filter.contractType,
      place,
      filter.from,
      filter.to,
      page,
      pageSize,
    ]);
    // A page this process computed before: the version and the agency's applications on it in one
    // statement; the page serves when no write came since.
    const known = this.marketAnswers.settled(key);
    let shared: SharedMarketPage | undefined;
    let applied = new Set<number>();
    let version = 0;
    if (known && known.page.ids.length > 0) {
      const now = await this.versionAndApplied(known.page.ids, agencyIds);
      version = now.version;
      if (version <= known.version) {
        shared = known.page;
        applied = now.applied;
      }
    } else if (this.marketAnswers.isEnabled) version = await readMarketVersion(this.dataSource);
    if (!shared) {
      shared = await this.marketAnswers.page(key, version, () => this.sharedPage(filter, place, page, pageSize));
      if (shared.ids.length > 0) applied = (await this.versionAndApplied(shared.ids, agencyIds)).applied;
    }
    const jobsJson = [...shared.jobsJson];
    if (applied.size > 0) {
      const own = await agencyApplicantsOf(
        this.dataSource.manager,
        shared.ids.filter((id) => applied.has(id)),
        agencyIds,
      );
      shared.ids.forEach((id, index) => {
        const applicants = own.get(id);
        if (applicants !== undefined && applicants.length > 0) {
          jobsJson[index] = withApplicants(jobsJson[index], applicants);
        }
      });
    }
    return `{"jobs":[${jobsJson.join(',')}],"total":${shared.total},"page":${page},"pageSize":${pageSize}}`;
  }

  /**
   * The market's version and the requests among `jobIds` that the agencies applied for (any state
   * of the application), in one statement.
   */
  private async versionAndApplied(
    jobIds: readonly number[],
    agencyIds: readonly number[],
  ): Promise<{ version: number; applied: Set<number> }> {
    const rows = (await this.dataSource.query(
      'SELECT 0 AS part, version AS value FROM market_version WHERE id = 1 UNION ALL ' +
        'SELECT DISTINCT 1, job_request_id FROM application ' +
        `WHERE job_request_id IN (${jobIds.map(() => '?').join(', ')}) ` +
        `AND agency_id IN (${agencyIds.map(() => '?').join(', ')})`,
      [...jobIds, ...agencyIds],
    )) as { part: number | string; value: number | string }[];
    let version = 0;
    const applied = new Set<number>();
    for (const row of rows) {
      if (Number(row.part) === 0) version = Number(row.value);
      else applied.add(Number(row.value));
    }
    return { version, applied };
  }

  /**
   * One search's page as every agency shares it. Each selective equality filter has an index in
   * the list's order (`ix_job_request_market_*`); the place is the organisations there (asked of
   * the organisations module), found by their ids; deep pages start from keyset anchors
   * (marketPageIds). The total is counted like the admin lists'.
   */
  private async sharedPage(
    filter: JobFindDto,
    place: string | undefined,
    page: number,
    pageSize: number,
  ): Promise<SharedMarketPage> {
    const query = this.dataSource
      .getRepository(JobRequest)
      .createQueryBuilder('job')
      .select('job.id', 'id')
      .where("job.state = 'external_adv'");
    if (filter.field !== undefined) query.andWhere('job.field_code = :field', { field: filter.field });
    if (filter.position !== undefined) query.andWhere('job.position_code = :position', { position: filter.position });
    if (filter.kind !== undefined) query.andWhere('job.kind = :kind', { kind: filter.kind });
    if (filter.contractType !== undefined) {
      query.andWhere('job.contract_type = :contractType', { contractType: filter.contractType });
    }
    if (place) {
      const organisationIds = await this.organisations.idsAt(this.dataSource.manager, place);
      if (organisationIds.length === 0) return { total: 0, ids: [], jobsJson: [] };
      query.andWhere('job.organisation_id IN (:...placeIds)', { placeIds: organisationIds });
    }
    // The dates: one probe of the request's own dates (ix_job_date_job_request_span) per request.
    // The page asks it as a scalar subquery, which MariaDB never turns into a semi-join (it would
    // materialise every date of the range first: 1.4 s for page 1 at 1,000,000 dates); the count
    // keeps EXISTS, which MariaDB counts faster that way.
    const counted = query.clone();
    if (filter.from !== undefined || filter.to !== undefined) {
      const range = ['inside.job_request_id = job.id'];
      if (filter.from !== undefined) range.push('(inside.end_at IS NULL OR inside.end_at >= :from)');
      if (filter.to !== undefined) range.push('inside.start_at < :to');
      const dates = {
        from: filter.from === undefined ? undefined : new Date(filter.from),
        to: filter.to === undefined ? undefined : new Date(filter.to),
      };
      const inside = `SELECT 1 FROM job_date inside WHERE ${range.join(' AND ')}`;
      query.andWhere(`(${inside} LIMIT 1) IS NOT NULL`, dates);
      counted.andWhere(`EXISTS (${inside})`, dates);
    }
    // The page's ids and the total run like the admin lists' (platform/lists): on the list reader,
    // and the total exact up to 10,000 requests, beyond that counted at most every 30 s.
    const [ids, total] = await Promise.all([
      marketPageIds(query, (page - 1) * pageSize, pageSize),
      listTotals.count(counted),
    ]);
    // Without any agency's applications: each agency's own are added per request (findJson).
    const jobs = await this.jobs.answersFor(ids, agencyAudience([]));
    return { total, ids: jobs.map((job) => job._id), jobsJson: jobs.map((job) => JSON.stringify(job)) };
  }

  /**
   * The persons with an agency membership of kind CUSTOMER in the user's agencies (those who
   * accepted its invitation), with their documents on file; for a request (`jobId`) also whether
   * each already applied and the Working Hours Act clash selecting them would meet (checked for
   * all candidates at once). Beside them the invitations not accepted, as the agency typed them.
   */
  async candidates(user: AuthUser, jobId?: number): Promise<CandidatesWire> {
    const reached = jobId === undefined ? undefined : await this.access.requireJob(user, Permission.JobRead, jobId);
    const agencyIds = reached
      ? agencyIdsOf(reached.audience)
      : await this.access.requireAgencies(user, Permission.AgencyJobs);
    const job = reached?.job;
    const ids = await this.agencies.memberIds(this.dataSource.manager, agencyIds, 'CUSTOMER');
    const persons = await this.persons.profilesOf(this.dataSource.manager, ids);
    const onFile = await this.documentsOnFile(agencyIds, ids);
    const applied = new Set<number>();
    const clashes = new Map<number, WorkingTimeClashWire | null>();
    if (job && ids.length) {
      const applications = await this.dataSource.getRepository(Application).find({
        select: { id: true, candidateId: true },
        where: { jobRequestId: job.id, candidateId: In(ids), state: Not('withdrawn') },
      });
      for (const application of applications) {
        if (application.candidateId !== null) applied.add(application.candidateId);
      }
      for (const [id, clash] of await candidateClashes(this.dataSource.manager, ids, job)) clashes.set(id, clash);
    }
    return {
      candidates: persons.map((person) => ({
        _id: person.id,
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        qualificationLevel: person.qualificationLevel,
        documents: [...(onFile.get(person.id)?.values() ?? [])].map(toDocumentWire),
        workingTimeClash: clashes.get(person.id) ?? null,
        alreadyApplied: applied.has(person.id),
      })),
      invitations: await this.candidateInvitations.openForAgencies(agencyIds),
    };
  }

  /**
   * Invites a person by address to become a candidate of the user's agency (the first, when they
   * belong to several); the answer holds only what the agency typed (CandidateInvitationsService).
   */
  async inviteCandidate(user: AuthUser, dto: InviteCandidateDto, language: Language): Promise<CandidateInvitationWire> {
    const agencyIds = await this.access.requireAgencies(user, Permission.AgencyJobs);
    return this.candidateInvitations.invite(user, Math.min(...agencyIds), dto, dto.language ?? language);
  }

  /** The newest document of each kind per candidate from the agencies' applications. */
  private async documentsOnFile(
    agencyIds: readonly number[],
    candidateIds: readonly number[],
  ): Promise<Map<number, Map<ApplicationDocumentKind, Document>>> {
    const result = new Map<number, Map<ApplicationDocumentKind, Document>>();
    if (agencyIds.length === 0 || candidateIds.length === 0) return result;
    const applications = await this.dataSource.getRepository(Application).find({
      select: { id: true, candidateId: true },
      where: { agencyId: In([...agencyIds]), candidateId: In([...candidateIds]) },
    });
    const candidateOf = new Map(applications.map((application) => [application.id, application.candidateId]));
    const documents = candidateOf.size
      ? await this.dataSource.getRepository(Document).find({
          where: { applicationId: In([...candidateOf.keys()]) },
          order: { id: 'DESC' },
        })
      : [];
    for (const document of documents) {
      const candidateId = document.applicationId === null ? null : candidateOf.get(document.applicationId);
      if (candidateId === null || candidateId === undefined) continue;
      const kinds = result.get(candidateId) ?? new Map<ApplicationDocumentKind, Document>();
      const kind = document.kind as ApplicationDocumentKind;
      if (!kinds.has(kind)) kinds.set(kind, document);
      result.set(candidateId, kinds);
    }
    return result;
  }

  /** The agency's applications, newest first, with their documents and requests. */
  async applied(user: AuthUser): Promise<{ applications: AppliedJobWire[] }> {
    const agencyIds = await this.access.requireAgencies(user, Permission.AgencyJobs);
    const applications = await this.dataSource.getRepository(Application).find({
      where: { agencyId: In(agencyIds) },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return { applications: await this.appliedWires(applications, agencyIds) };
  }

  /**
   * Applies with one of the agency's candidates: the files are checked and stored first under new
   * keys, then the application and its documents are written in one transaction (the unique index
   * on request + candidate is the guard against a double application); when that fails the stored
   * files are removed again. Once committed, the files stay: a failure after the commit (reading
   * the answer back) never removes the files of documents that exist.
   */
  async apply(
    user: AuthUser,
    jobId: number,
    dto: ApplyDto,
    files: ApplicationFiles | undefined,
  ): Promise<AppliedJobWire> {
    // One call: the role, the agency's memberships (read once) and the request's reach.
    const { job, audience } = await this.access.requireJob(user, Permission.JobRead, jobId);
    const agencyIds = agencyIdsOf(audience);
    const rate = parseEuros(dto.hourlyRate) ?? Number.NaN;
    if (!(rate > 0))
      throw new DomainError('VALIDATION_FAILED', 'application.rateRequired', ['application.rateRequired']);
    const candidateAgencyId = await this.agencies.firstAgencyOf(
      this.dataSource.manager,
      agencyIds,
      dto.candidateId,
      'CUSTOMER',
    );
    // One answer for a pending invitee and for any other person: nobody's id is confirmed.
    if (candidateAgencyId === null) throw new DomainError('CANDIDATE_NOT_ACCEPTED', 'candidate.notAccepted');
    const onFile = (await this.documentsOnFile(agencyIds, [dto.candidateId])).get(dto.candidateId) ?? new Map();
    const { uploaded, reuse } = checkApplicationFiles(files, new Set(onFile.keys()));
    if (!agencyMayApply(job.state)) throw new DomainError('JOB_STATE_CONFLICT', 'application.notReleased');

    const stored: string[] = [];
    let outcome: { id: number; replacedKeys: string[] };
    try {
      const documents = [...uploaded];
      for (const kind of reuse) documents.push(await this.copyOnFile(onFile.get(kind) as Document, kind));
      for (const document of documents) {
        await this.storage.put(document.storageKey, document.buffer, 'application/pdf');
        stored.push(document.storageKey);
      }
      outcome = await workflowTransaction(this.dataSource, (manager) =>
        this.writeApplication(manager, user, job, candidateAgencyId, dto, rate, documents),
      );
    } catch (error) {
      await this.removeFiles(stored);
      if (isUniqueViolation(error)) throw new DomainError('ALREADY_APPLIED', 'application.alreadyApplied');
      throw error;
    }
    // Committed: the documents point to the new files, which stay whatever fails from here on.
    await this.removeFiles(outcome.replacedKeys);
    const application = await this.dataSource.getRepository(Application).findOneByOrFail({ id: outcome.id });
    const [wire] = await this.appliedWires([application], agencyIds);
    return wire;
  }

  private async writeApplication(
    manager: EntityManager,
    user: AuthUser,
    job: JobRequest,
    agencyId: number,
    dto: ApplyDto,
    rate: number,
    documents: CheckedDocument[],
  ): Promise<{ id: number; replacedKeys: string[] }> {
    // The request's current state, read with a shared lock on MySQL (a selection waits for this
    // application, and this application sees a selection that committed first).
    const lockRead = manager.createQueryBuilder(JobRequest, 'job').select(['job.id', 'job.state']);
    if (manager.connection.options.type !== 'better-sqlite3') lockRead.setLock('pessimistic_read');
    const current = await lockRead.where('job.id = :id', { id: job.id }).getOne();
    if (!current || !agencyMayApply(current.state)) {
      throw new DomainError('JOB_STATE_CONFLICT', 'application.notReleased');
    }
    const existing = await manager.findOne(Application, {
      where: { jobRequestId: job.id, candidateId: dto.candidateId },
    });
    let id: number;
    let replacedKeys: string[] = [];
    if (existing) {
      // A withdrawn application of the same candidate is reopened; any other is a double application.
      const reopened = await manager
        .createQueryBuilder()
        .update(Application)
        .set({
          state: 'applied',
          agencyId,
          appliedById: user.id,
          applicantName: dto.applicantName,
          hourlyRate: rate.toFixed(2),
          withdrawnAt: null,
          decidedAt: null,
          version: () => 'version + 1',
        })
        .where("id = :id AND state = 'withdrawn'", { id: existing.id })
        .execute();
      if (!reopened.affected) throw new DomainError('ALREADY_APPLIED', 'application.alreadyApplied');
      const old = await manager.find(Document, { where: { applicationId: existing.id } });
      replacedKeys = old.map((document) => document.storageKey);
      if (old.length) await manager.delete(Document, { applicationId: existing.id });
      id = existing.id;
    } else {
      const inserted = await manager.insert(Application, {
        jobRequestId: job.id,
        agencyId,
        candidateId: dto.candidateId,
        appliedById: user.id,
        applicantName: dto.applicantName,
        hourlyRate: rate.toFixed(2),
        state: 'applied',
      });
      id = Number(inserted.identifiers[0].id);
    }
    await manager.insert(
      Document,
      documents.map((document) => ({
        applicationId: id,
        ownerId: user.id,
        kind: document.kind,
        fileName: document.fileName,
        mimeType: 'application/pdf',
        sizeBytes: document.sizeBytes,
        storageKey: document.storageKey,
      })),
    );
    await this.audit.record(manager, user.id, RESOURCE, job.id, 'apply', [
      { field: 'application', oldValue: existing ? existing.id : null, newValue: id },
      { field: 'applicantName', oldValue: null, newValue: dto.applicantName },
      { field: 'hourlyRate', oldValue: null, newValue: rate },
    ]);
    const agency = await this.recipients.agencyName(manager, agencyId);
    await enqueueHospitalMails(
      manager,
      this.mail,
      this.recipients,
      job,
      'applicationReceived',
      { agency, applicant: dto.applicantName, rate: rate.toFixed(2) },
      this.config.publicUrl,
    );
    return { id, replacedKeys };
  }

  /** Withdraws an open (`applied`) application of the agency; a selected one stays (409). */
  async withdraw(user: AuthUser, applicationId: number): Promise<void> {
    await this.access.requireAccess(user, Permission.AgencyJobs, [applicationId]);
    const application = await this.dataSource.getRepository(Application).findOneBy({ id: applicationId });
    if (!application) throw new DomainError('NOT_FOUND', 'access.notFound');
    await workflowTransaction(this.dataSource, (manager) =>
      withdrawApplication(
        manager,
        { audit: this.audit, mail: this.mail, recipients: this.recipients, publicUrl: this.config.publicUrl },
        user.id,
        application,
      ),
    );
  }

  /** The applications of a request as the hospital sees them, with candidates and documents. */
  async jobApplications(user: AuthUser, jobId: number): Promise<{ applications: JobApplicationWire[] }> {
    const { job } = await this.access.requireJob(user, Permission.ApplicationRead, jobId);
    const manager = this.dataSource.manager;
    const applications = await manager.find(Application, {
      where: { jobRequestId: job.id },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    const documents = await this.documentsOf(applications.map((application) => application.id));
    const agencyIds = [...new Set(applications.map((item) => item.agencyId).filter((id) => id !== null))];
    const agencyNames = await this.agencies.namesOf(manager, agencyIds);
    const candidates = await this.candidatesOf(applications);
    // What would refuse selecting an open application (checked before the click, as on select).
    const clashes = new Map<number, WorkingTimeClashWire | null>();
    if (selectionOpen(job.state)) {
      const open = applications.filter((application) => application.state === 'applied');
      const byCandidate = await candidateClashes(
        manager,
        open.flatMap((application) => (application.candidateId === null ? [] : [application.candidateId])),
        job,
      );
      for (const application of open) {
        if (application.candidateId !== null)
          clashes.set(application.id, byCandidate.get(application.candidateId) ?? null);
      }
    }
    return {
      applications: applications.map((application) => {
        const candidate = application.candidateId === null ? undefined : candidates.get(application.candidateId);
        const agencyName = application.agencyId === null ? undefined : agencyNames.get(application.agencyId);
        return {
          _id: application.id,
          state: application.state,
          applicantName: application.applicantName,
          hourlyRate: Number(application.hourlyRate),
          createdAt: ms(application.createdAt),
          agency:
            application.agencyId !== null && agencyName !== undefined
              ? { _id: application.agencyId, name: agencyName }
              : null,
          candidate: candidate
            ? {
                firstName: candidate.firstName,
                lastName: candidate.lastName,
                qualificationLevel: candidate.qualificationLevel ?? null,
              }
            : null,
          documents: (documents.get(application.id) ?? []).map(toDocumentWire),
          workingTimeClash: clashes.get(application.id) ?? null,
        };
      }),
    };
  }

  private async appliedWires(applications: Application[], agencyIds: readonly number[]): Promise<AppliedJobWire[]> {
    if (applications.length === 0) return [];
    const documents = await this.documentsOf(applications.map((application) => application.id));
    const candidates = await this.candidatesOf(applications);
    const jobs = await this.jobs.answersFor(
      [...new Set(applications.map((item) => item.jobRequestId))],
      agencyAudience(agencyIds),
    );
    const jobMap = new Map<number, AgencyJobWire>(jobs.map((job) => [job._id, job]));
    return applications.flatMap((application) => {
      const job = jobMap.get(application.jobRequestId);
      if (!job) return [];
      const candidate = application.candidateId === null ? undefined : candidates.get(application.candidateId);
      return [
        {
          _id: application.id,
          state: application.state,
          applicantName: application.applicantName,
          hourlyRate: Number(application.hourlyRate),
          createdAt: ms(application.createdAt),
          candidate: candidate
            ? { _id: candidate.id, firstName: candidate.firstName, lastName: candidate.lastName }
            : null,
          documents: (documents.get(application.id) ?? []).map(toDocumentWire),
          job,
        },
      ];
    });
  }

  private async documentsOf(applicationIds: number[]): Promise<Map<number, Document[]>> {
    const map = new Map<number, Document[]>();
    if (applicationIds.length === 0) return map;
    const documents = await this.dataSource.getRepository(Document).find({
      where: { applicationId: In(applicationIds) },
      order: { id: 'ASC' },
    });
    for (const document of documents) {
      if (document.applicationId === null) continue;
      map.set(document.applicationId, [...(map.get(document.applicationId) ?? []), document]);
    }
    return map;
  }

  private async candidatesOf(applications: Application[]): Promise<Map<number, PersonProfile>> {
    const ids = [...new Set(applications.map((item) => item.candidateId).filter((id) => id !== null))];
    const persons = await this.persons.profilesOf(this.dataSource.manager, ids);
    return new Map(persons.map((person) => [person.id, person]));
  }

  /**
   * A document on file, read back from storage to be stored again under a new key: each
   * application owns its files, so replacing or deleting one never touches another's.
   */
  private async copyOnFile(source: Document, kind: ApplicationDocumentKind): Promise<CheckedDocument> {
    const file = await this.storage.open(source.storageKey);
    if (!file) {
      this.logger.warn(`Document ${source.id} on file has no stored content (${source.storageKey})`);
      throw new DomainError('VALIDATION_FAILED', 'application.filesRequired', ['application.filesRequired']);
    }
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
    const buffer = Buffer.concat(chunks);
    return {
      kind,
      fileName: source.fileName,
      buffer,
      sizeBytes: buffer.length,
      storageKey: `documents/${randomUUID()}.pdf`,
    };
  }

  private removeFiles(keys: string[]): Promise<void> {
    return removeStoredFiles(this.storage, keys, this.logger);
  }
}
