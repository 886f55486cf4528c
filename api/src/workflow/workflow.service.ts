import { Inject, Injectable } from '@nestjs/common';
import {
  OPEN_APPLICATION_STATES,
  nextJobState,
  type JobAction,
  type JobAnswerWire,
  type JobState,
  type Language,
} from '@medstaff/domain';
import { DataSource, In, type EntityManager } from 'typeorm';
import { AccessPolicy, type ReachedJob } from '../access/access-policy.service';
import { AuditService, type AuditChange } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth.types';
import { DomainError } from '../common/domain-error';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Application } from '../jobs/application.entity';
import { JobPoolAnswer } from '../jobs/job-pool-answer.entity';
import { JobRequest } from '../jobs/job-request.entity';
import { JobsService } from '../jobs/jobs.service';
import { MailService } from '../mail/mail.service';
import { Organisation } from '../organisations/organisation.entity';
import { Person } from '../persons/person.entity';
import { CLOCK, type Clock } from './clock';
import { requireNoWorkingTimeClash } from './working-time.check';
import {
  agencyUsers,
  enqueueOfferMails,
  enqueueShiftMails,
  organisationAdmins,
  shiftMailContext,
} from './workflow-mails';
import { workflowTransaction } from './workflow-transaction';

const RESOURCE = 'jobs';

/** The audit log's action of a transition (its column holds at most 10 characters). */

const stateChange = (from: JobState, to: JobState): AuditChange => ({ field: 'state', oldValue: from, newValue: to });

/** A conditional UPDATE found the request no longer as it was read: someone else acted first. */
const LOST = Symbol('lost');

/**
 * The transitions of a shift request (issue 10), each applied as ONE conditional UPDATE (the state,
 * and for the organisation's actions the version, it was read with in the WHERE) in a transaction
 * with its audit entry and its mails. When the UPDATE finds nothing, the request is read again
 * after the transaction and the refusal says why (taken, state, stale).
 */
@Injectable()
export class WorkflowService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
    private readonly policy: AccessPolicy,
    private readonly audit: AuditService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * A request of one of the member's pool departments, in whatever state: a member who answers an
   * offer that was taken meanwhile is told so (409), not that it does not exist. Other requests 404.
   */
  async poolJob(user: AuthUser, jobId: number): Promise<ReachedJob> {
    return this.policy.requirePoolAnswerJob(user, jobId);
  }

  /** A pool member accepts an offer: the first one fills the shift, later ones are told it is taken. */
  async accept(user: AuthUser, jobId: number, language: Language): Promise<JobAnswerWire> {
    const { job, audience } = await this.poolJob(user, jobId);
    this.refuseIfNotAllowed(user, job, 'accept');
    const outcome = await workflowTransaction(this.dataSource, async (manager) => {
      await requireNoWorkingTimeClash(manager, user.id, job, language);
      const now = this.clock();
      const result = await manager
        .createQueryBuilder()
        .update(JobRequest)
        .set({ state: 'internal_fill', filledById: user.id, filledAt: now, version: () => 'version + 1' })
        .where('id = :id AND state = :from', { id: job.id, from: 'internal_adv' })
        .execute();
      if (!result.affected) return LOST;
      await this.saveAnswer(manager, job.id, user.id, 'accepted');
      await this.audit.record(manager, user.id, RESOURCE, job.id, 'accept', [
        stateChange('internal_adv', 'internal_fill'),
        { field: 'filledBy', oldValue: null, newValue: user.id },
      ]);
      const member = await manager.findOne(Person, {
        select: { id: true, firstName: true, lastName: true },
        where: { id: user.id },
      });
      const context = await shiftMailContext(manager, job, this.config.publicUrl);
      await enqueueShiftMails(
        manager,
        this.mail,
        await organisationAdmins(manager, job.organisationId),
        'shiftAccepted',
        context,
        {
          path: 'hospital',
          params: { member: [member?.firstName, member?.lastName].filter(Boolean).join(' ') || user.email },
        },
      );
      return undefined;
    });
    if (outcome === LOST) await this.refuseAfterRace(user, job.id, 'accept');
    return this.jobs.answerFor(job.id, audience);
  }

  /** A pool member declines an offer; the request stays with the pool, the answer is kept. */
  async decline(user: AuthUser, jobId: number): Promise<JobAnswerWire> {
    const { job, audience } = await this.poolJob(user, jobId);
    this.refuseIfNotAllowed(user, job, 'decline');
    await workflowTransaction(this.dataSource, async (manager) => {
      const current = await manager.findOne(JobRequest, { select: { id: true, state: true }, where: { id: job.id } });
      if (!current) throw new DomainError('NOT_FOUND', 'access.notFound');
      this.refuseIfNotAllowed(user, current, 'decline');
      const previous = await manager.findOne(JobPoolAnswer, { where: { jobRequestId: job.id, personId: user.id } });
      await this.saveAnswer(manager, job.id, user.id, 'declined');
      await this.audit.record(manager, user.id, RESOURCE, job.id, 'decline', [
        { field: 'poolAnswer', oldValue: previous?.answer ?? null, newValue: 'declined' },
      ]);
    });
    return this.jobs.answerFor(job.id, audience);
  }

  /** The organisation releases a request to agencies now. */
  async release(user: AuthUser, { job, audience }: ReachedJob): Promise<JobAnswerWire> {
    this.refuseIfNotAllowed(user, job, 'release');
    const outcome = await workflowTransaction(this.dataSource, async (manager) => {
      const now = this.clock();
      if (!(await this.transition(manager, job, 'external_adv', { releasedAt: now }))) return LOST;
      await this.audit.record(manager, user.id, RESOURCE, job.id, 'release', [
        stateChange('internal_adv', 'external_adv'),
      ]);
      const context = await shiftMailContext(manager, job, this.config.publicUrl);
      await enqueueShiftMails(
        manager,
        this.mail,
        await organisationAdmins(manager, job.organisationId),
        'shiftReleased',
        context,
        {
          path: 'hospital',
        },
      );
      return undefined;
    });
    if (outcome === LOST) await this.refuseAfterRace(user, job.id, 'release');
    return this.jobs.answerFor(job.id, audience);
  }

  /**
   * The organisation withdraws a release while no agency has applied: the request goes back to
   * the pool (without a time limit: it is released again by hand) and the pool is told.
   */
  async recall(user: AuthUser, { job, audience }: ReachedJob): Promise<JobAnswerWire> {
    this.refuseIfNotAllowed(user, job, 'recall');
    const outcome = await workflowTransaction(this.dataSource, async (manager) => {
      // The UPDATE locks the request first, so an application arriving meanwhile is counted.
      if (!(await this.transition(manager, job, 'internal_adv', { releasedAt: null, releaseDueAt: null }))) return LOST;
      const openApplications = await manager.count(Application, {
        where: { jobRequestId: job.id, state: In([...OPEN_APPLICATION_STATES]) },
      });
      const check = nextJobState('external_adv', 'recall', { openApplications });
      if (!check.ok) throw refusalError(check.refusal); // rolls the UPDATE back
      await this.audit.record(manager, user.id, RESOURCE, job.id, 'recall', [
        stateChange('external_adv', 'internal_adv'),
      ]);
      await enqueueOfferMails(manager, this.mail, job, this.config.publicUrl);
      return undefined;
    });
    if (outcome === LOST) await this.refuseAfterRace(user, job.id, 'recall');
    return this.jobs.answerFor(job.id, audience);
  }

  /**
   * The organisation selects an application: it becomes selected, every other open one not
   * chosen, the request external_fill; the agencies are told.
   */
  async select(
    user: AuthUser,
    { job: checkedJob, audience }: ReachedJob,
    applicationId: number,
    language: Language,
  ): Promise<JobAnswerWire> {
    const application = await this.dataSource
      .getRepository(Application)
      .findOne({ where: { id: applicationId, jobRequestId: checkedJob.id } });
    if (!application) throw new DomainError('NOT_FOUND', 'access.notFound');
    // Read after the application, so that an application closed by a selection that just
    // committed is seen with its filled request (SHIFT_TAKEN), not with the state read before.
    const job = await this.dataSource.getRepository(JobRequest).findOne({ where: { id: checkedJob.id } });
    if (!job) throw new DomainError('NOT_FOUND', 'access.notFound');
    this.refuseIfNotAllowed(user, job, 'select', application.state);
    const outcome = await workflowTransaction(this.dataSource, async (manager) => {
      if (application.candidateId !== null) {
        await requireNoWorkingTimeClash(manager, application.candidateId, job, language);
      }
      const now = this.clock();
      if (!(await this.transition(manager, job, 'external_fill', { filledAt: now }))) return LOST;
      const chosen = await manager
        .createQueryBuilder()
        .update(Application)
        .set({ state: 'selected', decidedAt: now, version: () => 'version + 1' })
        .where("id = :id AND job_request_id = :jobId AND state = 'applied'", { id: application.id, jobId: job.id })
        .execute();
      if (!chosen.affected) throw refusalError('APPLICATION_NOT_OPEN'); // rolls the request back
      // A locking read: on MySQL a plain read would see the snapshot from the transaction's first
      // read and miss an application committed since; FOR UPDATE reads the latest rows and holds them.
      const othersQuery = manager
        .createQueryBuilder(Application, 'application')
        .where("application.jobRequestId = :jobId AND application.state = 'applied' AND application.id <> :id", {
          jobId: job.id,
          id: application.id,
        })
        .orderBy('application.id', 'ASC');
      if (manager.connection.options.type !== 'better-sqlite3') othersQuery.setLock('pessimistic_write');
      const others = await othersQuery.getMany();
      if (others.length) {
        await manager
          .createQueryBuilder()
          .update(Application)
          .set({ state: 'not_chosen', decidedAt: now, version: () => 'version + 1' })
          .where("job_request_id = :jobId AND state = 'applied' AND id IN (:...ids)", {
            jobId: job.id,
            ids: others.map((other) => other.id),
          })
          .execute();
      }
      await this.audit.record(manager, user.id, RESOURCE, job.id, 'select', [
        stateChange('external_adv', 'external_fill'),
        { field: 'selectedApplication', oldValue: null, newValue: application.id },
        { field: 'notChosenApplications', oldValue: null, newValue: others.map((other) => other.id) },
      ]);
      const organisation = await manager.findOne(Organisation, {
        select: { id: true, name: true },
        where: { id: job.organisationId },
      });
      const context = await shiftMailContext(manager, job, this.config.publicUrl);
      const params = (chosenOne: Application) => ({
        organisation: organisation?.name ?? '',
        applicant: chosenOne.applicantName,
      });
      await enqueueShiftMails(
        manager,
        this.mail,
        await agencyUsers(manager, application.agencyId),
        'candidateSelected',
        context,
        {
          path: 'agency/applied-jobs',
          params: params(application),
        },
      );
      for (const other of others) {
        await enqueueShiftMails(
          manager,
          this.mail,
          await agencyUsers(manager, other.agencyId),
          'candidateNotChosen',
          context,
          {
            path: 'agency/applied-jobs',
            params: params(other),
          },
        );
      }
      return undefined;
    });
    if (outcome === LOST) await this.refuseAfterRace(user, job.id, 'select', application.id);
    return this.jobs.answerFor(job.id, audience);
  }

  /** The one conditional UPDATE of an organisation's transition: state and version as read. */
  private async transition(
    manager: EntityManager,
    job: JobRequest,
    to: JobState,
    values: Partial<Pick<JobRequest, 'releasedAt' | 'releaseDueAt' | 'filledAt'>>,
  ): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(JobRequest)
      .set({ ...values, state: to, version: () => 'version + 1' })
      .where('id = :id AND state = :from AND version = :version', { id: job.id, from: job.state, version: job.version })
      .execute();
    return Boolean(result.affected);
  }

  private async saveAnswer(manager: EntityManager, jobId: number, personId: number, answer: 'accepted' | 'declined') {
    const existing = await manager.findOne(JobPoolAnswer, { where: { jobRequestId: jobId, personId } });
    if (existing) await manager.update(JobPoolAnswer, { id: existing.id }, { answer });
    else await manager.insert(JobPoolAnswer, { jobRequestId: jobId, personId, answer });
  }

  /** Refuses a transition the table does not allow from the state the request is in. */
  private refuseIfNotAllowed(
    user: AuthUser,
    job: Pick<JobRequest, 'state' | 'filledById'>,
    action: JobAction,
    applicationState?: string,
  ): void {
    const check = nextJobState(job.state, action, { applicationState });
    if (check.ok) return;
    if (check.refusal === 'NOT_ALLOWED' && taken(job, action, user))
      throw new DomainError('SHIFT_TAKEN', 'workflow.shiftTaken');
    // Only a selection closes an application as not chosen: another candidate got the shift.
    if (check.refusal === 'APPLICATION_NOT_OPEN' && applicationState === 'not_chosen') {
      throw new DomainError('SHIFT_TAKEN', 'workflow.shiftTaken');
    }
    throw refusalError(check.refusal);
  }

  /** After a lost race: reads the request as it is now and answers why the action was refused. */
  private async refuseAfterRace(
    user: AuthUser,
    jobId: number,
    action: JobAction,
    applicationId?: number,
  ): Promise<never> {
    const current = await this.dataSource.getRepository(JobRequest).findOne({ where: { id: jobId } });
    if (!current) throw new DomainError('NOT_FOUND', 'access.notFound');
    const application =
      applicationId === undefined
        ? undefined
        : await this.dataSource.getRepository(Application).findOne({ where: { id: applicationId } });
    this.refuseIfNotAllowed(user, current, action, application?.state);
    // The state still allows it: only the version moved (an edit in between).
    throw new DomainError('STALE_VERSION', 'workflow.staleVersion');
  }
}

/** Whether a refused accept or select means someone else got the shift first. */
function taken(job: Pick<JobRequest, 'state' | 'filledById'>, action: JobAction, user: AuthUser): boolean {
  if (action === 'accept') {
    return (job.state === 'internal_fill' && job.filledById !== user.id) || job.state === 'external_fill';
  }
  return action === 'select' && job.state === 'external_fill';
}

function refusalError(refusal: 'NOT_ALLOWED' | 'HAS_APPLICATIONS' | 'NOT_DUE' | 'APPLICATION_NOT_OPEN'): DomainError {
  switch (refusal) {
    case 'HAS_APPLICATIONS':
      return new DomainError('JOB_HAS_APPLICATIONS', 'workflow.hasApplications');
    case 'APPLICATION_NOT_OPEN':
      return new DomainError('APPLICATION_NOT_OPEN', 'workflow.applicationNotOpen');
    default:
      return new DomainError('JOB_STATE_CONFLICT', 'workflow.stateConflict');
  }
}
