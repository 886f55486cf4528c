import { Inject, Injectable } from '@nestjs/common';
import {
  OPEN_APPLICATION_STATES,
  jobTransition,
  nextJobState,
  type JobAction,
  type JobActor,
  type JobState,
  type JobTransitionRefusal,
  type CancellingSide,
  type Language,
} from '@medstaff/domain';
import { DataSource, In, type EntityManager } from 'typeorm';
import { AuditService, type AuditAction, type AuditChange } from '../../platform/audit/audit.service';
import type { AuthUser } from '../../platform/authentication/auth.types';
import { DomainError } from '../../platform/common/domain-error';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { Application } from '../jobs/application.entity';
import { JobPoolAnswer } from '../jobs/job-pool-answer.entity';
import { JobRequest } from '../jobs/job-request.entity';
import { MailService } from '../../platform/mail/mail.service';
import { PersonContactsService } from '../../people/person-contacts.service';
import { AssignmentCreator } from '../assignments/assignment-creation.service';
import { CLOCK, type Clock } from './clock';
import { requireNoWorkingTimeClash } from './working-time.check';
import { ShiftRecipients } from './shift-recipients.service';
import { enqueueOfferMails, enqueueShiftMails, shiftMailContext } from './workflow-mails';
import { workflowTransaction } from './workflow-transaction';

const RESOURCE = 'jobs';

/**
 * The comment the one UPDATE of a request's state carries (`/* job-transition *\/ UPDATE …`): the
 * SQL capture test finds every state write by it, and no other statement may write the state.
 */
export const JOB_TRANSITION_COMMENT = 'job-transition';

/**
 * Who acts: a pool member or the hospital (a signed-in person), the release sweeper (nobody), or
 * the person who cancelled the request's assignment (either company; issue 29).
 */
export type TransitionActor =
  | { kind: Extract<JobActor, 'POOL_MEMBER' | 'ORGANISATION' | 'CANCELLATION'>; user: AuthUser }
  | { kind: Extract<JobActor, 'SWEEPER'> };

/** The request as the caller read it: the state it expects, and the version for the hospital's actions. */
export type TransitionJob = Pick<JobRequest, 'id' | 'state'> &
  Partial<Pick<JobRequest, 'version' | 'filledById' | 'organisationId' | 'departmentId' | 'title'>>;

export interface TransitionCommand {
  job: TransitionJob;
  action: JobAction;
  actor: TransitionActor;
  /** select: the application to select, as read. */
  application?: Pick<Application, 'id' | 'state' | 'candidateId' | 'agencyId' | 'applicantName' | 'hourlyRate'>;
  /** accept, select: the language of a Working Hours Act refusal. */
  language?: Language;
  /** When it happens (the sweeper's sweep time); the clock's time by default. */
  now?: Date;
  /** reopen: which company cancelled the assignment (the selected application is marked by it). */
  cancelledBy?: CancellingSide;
}

/** The audit log's action of each workflow action (the sweeper's release is logged as a release). */
const AUDIT_ACTION: Record<JobAction, AuditAction> = {
  accept: 'accept',
  decline: 'decline',
  release: 'release',
  autoRelease: 'release',
  recall: 'recall',
  select: 'select',
  reopen: 'update',
};

/** What the mails and the Working Hours Act check read of the request. */
type MailJob = Pick<JobRequest, 'id' | 'title' | 'organisationId' | 'departmentId'>;

/** What one transition did besides the state, for its audit entry and its mails. */
interface Effects {
  changes: AuditChange[];
  others?: Application[];
}

/**
 * The one function for every change of a shift request's state (issue 26). It checks the move
 * against the transition table in `domain/src/job-workflow.ts`, runs ONE conditional UPDATE (the
 * state read in the WHERE; for the hospital's actions also the version, for the sweeper the time
 * limit), does what the action brings with it (the pool answer, the applications of a selection),
 * writes the audit entry and queues the mails, all in one transaction: the caller's, or its own.
 * Of two people acting at once exactly one wins; the other is told why (taken, state, stale)
 * from the request as it is after the race. Nothing else writes `job_request.state` (a request is
 * created in its initial state; `test/job-state-writes.e2e-spec.ts` and
 * `src/marketplace/workflow/job-state-writes.spec.ts` hold every other statement to that).
 */
@Injectable()
export class JobStateMachine {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly recipients: ShiftRecipients,
    private readonly persons: PersonContactsService,
    private readonly assignments: AssignmentCreator,
  ) {}

  /**
   * Applies `command` in `manager`'s transaction, or in a transaction of its own when undefined.
   * Answers true once applied; a refused move throws its DomainError (409), except for the
   * sweeper, which answers false when the request is no longer due or someone acted first.
   */
  async transition(manager: EntityManager | undefined, command: TransitionCommand): Promise<boolean> {
    const { job, action, actor } = command;
    const move = jobTransition(job.state, action);
    if (move && move.actor !== actor.kind) throw new Error(`${actor.kind} cannot take the action ${action}`);
    try {
      this.refuseIfNotAllowed(command, job);
    } catch (error) {
      if (actor.kind === 'SWEEPER') return false;
      throw error;
    }
    const work = (transaction: EntityManager) => this.apply(transaction, command);
    const applied = manager ? await work(manager) : await workflowTransaction(this.dataSource, work);
    if (applied || actor.kind === 'SWEEPER') return applied;
    return this.refuseAfterRace(manager, command);
  }

  private async apply(manager: EntityManager, command: TransitionCommand): Promise<boolean> {
    const { job, action, actor, application } = command;
    const now = command.now ?? this.clock();
    const actorId = actor.kind === 'SWEEPER' ? null : actor.user.id;
    // The person who would work the shift must not break the Working Hours Act with it.
    const worker = action === 'accept' ? actorId : action === 'select' ? (application?.candidateId ?? null) : null;
    if (worker !== null) {
      await requireNoWorkingTimeClash(manager, worker, await this.fullJob(manager, job), command.language ?? 'de');
    }
    const to = (jobTransition(job.state, action) as { to: JobState }).to;
    if (to === job.state) {
      // A move that keeps the state (decline): nothing of the request is written; its state is
      // read again in the transaction.
      const current = await manager.findOne(JobRequest, { select: { id: true, state: true }, where: { id: job.id } });
      if (!current) throw new DomainError('NOT_FOUND', 'access.notFound');
      this.refuseIfNotAllowed(command, current);
    } else if (!(await this.update(manager, command, to, now))) {
      return false;
    }
    const effects = await this.effects(manager, command, now);
    const stateChange: AuditChange[] = to === job.state ? [] : [{ field: 'state', oldValue: job.state, newValue: to }];
    await this.audit.record(manager, actorId, RESOURCE, job.id, AUDIT_ACTION[action], [
      ...stateChange,
      ...effects.changes,
    ]);
    await this.queueMails(manager, command, effects);
    return true;
  }

  /** The one conditional UPDATE of the state column. */
  private async update(manager: EntityManager, command: TransitionCommand, to: JobState, now: Date): Promise<boolean> {
    const { job, action, actor } = command;
    const values: Partial<Pick<JobRequest, 'filledById' | 'filledAt' | 'releasedAt' | 'releaseDueAt'>> = {};
    if (action === 'accept' && actor.kind !== 'SWEEPER') Object.assign(values, { filledById: actor.user.id });
    if (action === 'accept' || action === 'select') values.filledAt = now;
    if (action === 'release' || action === 'autoRelease') values.releasedAt = now;
    // Back to the pool without a time limit: it is released again by hand.
    if (action === 'recall') Object.assign(values, { releasedAt: null, releaseDueAt: null });
    // The assignment was cancelled: nobody holds the request any more.
    if (action === 'reopen') Object.assign(values, { filledById: null, filledAt: null });
    const guards = ['id = :id', 'state = :from'];
    // The hospital acted on the version it read (an edit in between makes it stale); a pool member
    // and the sweeper act on the state alone, the sweeper only once the time limit has passed.
    if (actor.kind === 'ORGANISATION') guards.push('version = :version');
    if (actor.kind === 'SWEEPER') guards.push('release_due_at <= :now');
    const result = await manager
      .createQueryBuilder()
      .update(JobRequest)
      .set({ ...values, state: to, version: () => 'version + 1' })
      .where(guards.join(' AND '), { id: job.id, from: job.state, version: job.version, now })
      .comment(JOB_TRANSITION_COMMENT)
      .execute();
    return Boolean(result.affected);
  }

  /** What the action brings with it inside the transaction, after the request's UPDATE. */
  private async effects(manager: EntityManager, command: TransitionCommand, now: Date): Promise<Effects> {
    const { job, action, actor } = command;
    switch (action) {
      case 'accept': {
        const userId = actor.kind === 'SWEEPER' ? null : actor.user.id;
        if (userId === null) return { changes: [{ field: 'filledBy', oldValue: null, newValue: userId }] };
        await saveAnswer(manager, job.id, userId, 'accepted');
        // The pool member's shift is an assignment too (issue 29), without a leasing contract.
        const assignment = await this.assignments.create(manager, {
          jobId: job.id,
          origin: { source: 'pool', personId: userId },
          actorId: userId,
          now,
          language: command.language ?? 'de',
        });
        return {
          changes: [
            { field: 'filledBy', oldValue: null, newValue: userId },
            { field: 'assignment', oldValue: null, newValue: assignment.id },
          ],
        };
      }
      case 'decline': {
        if (actor.kind === 'SWEEPER') return { changes: [] };
        const previous = await manager.findOne(JobPoolAnswer, {
          where: { jobRequestId: job.id, personId: actor.user.id },
        });
        await saveAnswer(manager, job.id, actor.user.id, 'declined');
        return { changes: [{ field: 'poolAnswer', oldValue: previous?.answer ?? null, newValue: 'declined' }] };
      }
      case 'autoRelease':
        return { changes: [{ field: 'releasedBy', oldValue: null, newValue: 'timeLimit' }] };
      case 'recall': {
        // The UPDATE locked the request first, so an application arriving meanwhile is counted.
        const openApplications = await manager.count(Application, {
          where: { jobRequestId: job.id, state: In([...OPEN_APPLICATION_STATES]) },
        });
        const check = nextJobState(job.state, 'recall', { openApplications });
        if (!check.ok) throw refusalError(check.refusal); // rolls the UPDATE back
        return { changes: [] };
      }
      case 'select':
        return this.selectApplication(manager, command, now);
      case 'reopen':
        return this.closeCancelledApplication(manager, command, now);
      default:
        return { changes: [] };
    }
  }

  /** The chosen application becomes selected, every other open one not chosen. */
  private async selectApplication(manager: EntityManager, command: TransitionCommand, now: Date): Promise<Effects> {
    const { job, application } = command;
    if (!application) throw new DomainError('NOT_FOUND', 'access.notFound');
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
    // The assignment and its leasing contract, after the AÜG checks; a refusal rolls the selection back.
    const assignment = await this.assignments.create(manager, {
      jobId: job.id,
      origin: { source: 'agency', application },
      actorId: command.actor.kind === 'SWEEPER' ? null : command.actor.user.id,
      now,
      language: command.language ?? 'de',
    });
    return {
      changes: [
        { field: 'selectedApplication', oldValue: null, newValue: application.id },
        { field: 'assignment', oldValue: null, newValue: assignment.id },
        { field: 'notChosenApplications', oldValue: null, newValue: others.map((other) => other.id) },
      ],
      others,
    };
  }

  /**
   * After a cancelled assignment the request is open again: the selected application is closed,
   * as withdrawn when the agency cancelled (it may propose the candidate again) and as not chosen
   * when the hospital did. A pool request has no application.
   */
  private async closeCancelledApplication(
    manager: EntityManager,
    command: TransitionCommand,
    now: Date,
  ): Promise<Effects> {
    const { job } = command;
    const selected = await manager.findOne(Application, { where: { jobRequestId: job.id, state: 'selected' } });
    if (!selected) return { changes: [{ field: 'filledBy', oldValue: null, newValue: null }] };
    const closed = command.cancelledBy === 'agency' ? 'withdrawn' : 'not_chosen';
    await manager
      .createQueryBuilder()
      .update(Application)
      .set({
        state: closed,
        decidedAt: now,
        ...(closed === 'withdrawn' ? { withdrawnAt: now } : {}),
        version: () => 'version + 1',
      })
      .where("id = :id AND state = 'selected'", { id: selected.id })
      .execute();
    return { changes: [{ field: 'cancelledApplication', oldValue: selected.id, newValue: closed }] };
  }

  /** The mails of the action, queued in the transaction (the outbox sends them once it commits). */
  private async queueMails(manager: EntityManager, command: TransitionCommand, effects: Effects): Promise<void> {
    const { action, actor } = command;
    if (action === 'decline') return;
    const job = await this.fullJob(manager, command.job);
    if (action === 'recall') {
      await enqueueOfferMails(manager, this.mail, this.recipients, job, this.config.publicUrl);
      return;
    }
    if (action === 'reopen') {
      // Back with the pool: offered to it again. Back with the agencies: the cancellation's own mails tell them.
      if (command.job.state === 'internal_fill') {
        await enqueueOfferMails(manager, this.mail, this.recipients, job, this.config.publicUrl);
      }
      return;
    }
    if (action === 'select') {
      await this.queueSelectionMails(manager, command, job, effects.others ?? []);
      return;
    }
    let params: Record<string, string> | undefined;
    if (action === 'accept' && actor.kind !== 'SWEEPER') {
      const member = await this.persons.profileOf(manager, actor.user.id);
      params = { member: [member?.firstName, member?.lastName].filter(Boolean).join(' ') || actor.user.email };
    }
    const template =
      action === 'accept' ? 'shiftAccepted' : action === 'release' ? 'shiftReleased' : 'shiftReleasedAutomatically';
    const context = await shiftMailContext(manager, job, this.config.publicUrl);
    await enqueueShiftMails(
      manager,
      this.mail,
      await this.recipients.organisationAdmins(manager, job.organisationId),
      template,
      context,
      params ? { path: 'hospital', params } : { path: 'hospital' },
    );
  }

  private async queueSelectionMails(
    manager: EntityManager,
    command: TransitionCommand,
    job: MailJob,
    others: Application[],
  ): Promise<void> {
    const application = command.application as NonNullable<TransitionCommand['application']>;
    const organisationName = await this.recipients.organisationName(manager, job.organisationId);
    const context = await shiftMailContext(manager, job, this.config.publicUrl);
    const params = (chosenOne: Pick<Application, 'applicantName'>) => ({
      organisation: organisationName,
      applicant: chosenOne.applicantName,
    });
    await enqueueShiftMails(
      manager,
      this.mail,
      await this.recipients.agencyUsers(manager, application.agencyId),
      'candidateSelected',
      context,
      { path: 'agency/applied-jobs', params: params(application) },
    );
    for (const other of others) {
      await enqueueShiftMails(
        manager,
        this.mail,
        await this.recipients.agencyUsers(manager, other.agencyId),
        'candidateNotChosen',
        context,
        { path: 'agency/applied-jobs', params: params(other) },
      );
    }
  }

  /** The request with what the mails need; read after the UPDATE when the caller knew only its id and state. */
  private async fullJob(manager: EntityManager, job: TransitionJob): Promise<MailJob> {
    const { title, organisationId, departmentId } = job;
    if (title !== undefined && organisationId !== undefined && departmentId !== undefined) {
      return { id: job.id, title, organisationId, departmentId };
    }
    return manager.findOneOrFail(JobRequest, { where: { id: job.id } });
  }

  /** Refuses a move the table does not allow from the state the request is in. */
  private refuseIfNotAllowed(
    command: TransitionCommand,
    job: Pick<JobRequest, 'state'> & Partial<Pick<JobRequest, 'filledById'>>,
    applicationState = command.application?.state,
  ): void {
    const { action, actor } = command;
    // The sweeper's time limit is the UPDATE's guard (release_due_at <= now).
    const check = nextJobState(job.state, action, { applicationState, releaseDue: actor.kind === 'SWEEPER' });
    if (check.ok) return;
    if (check.refusal === 'NOT_ALLOWED' && taken(job, action, actor)) {
      throw new DomainError('SHIFT_TAKEN', 'workflow.shiftTaken');
    }
    // Only a selection closes an application as not chosen: another candidate got the shift.
    if (check.refusal === 'APPLICATION_NOT_OPEN' && applicationState === 'not_chosen') {
      throw new DomainError('SHIFT_TAKEN', 'workflow.shiftTaken');
    }
    throw refusalError(check.refusal);
  }

  /**
   * After a lost race: reads the request as it is now (after the transaction, or in the caller's
   * with a locking read, which sees the latest row) and answers why the action was refused.
   */
  private async refuseAfterRace(manager: EntityManager | undefined, command: TransitionCommand): Promise<never> {
    const reader = manager ?? this.dataSource.manager;
    const latest = manager !== undefined && manager.connection.options.type !== 'better-sqlite3';
    const read = reader.createQueryBuilder(JobRequest, 'job').where('job.id = :id', { id: command.job.id });
    if (latest) read.setLock('pessimistic_read');
    const current = await read.getOne();
    if (!current) throw new DomainError('NOT_FOUND', 'access.notFound');
    const application =
      command.application === undefined
        ? undefined
        : await reader.findOne(Application, { where: { id: command.application.id } });
    this.refuseIfNotAllowed(command, current, application?.state);
    // The state still allows it: only the version moved (an edit in between).
    throw new DomainError('STALE_VERSION', 'workflow.staleVersion');
  }
}

async function saveAnswer(
  manager: EntityManager,
  jobId: number,
  personId: number,
  answer: 'accepted' | 'declined',
): Promise<void> {
  const existing = await manager.findOne(JobPoolAnswer, { where: { jobRequestId: jobId, personId } });
  if (existing) await manager.update(JobPoolAnswer, { id: existing.id }, { answer });
  else await manager.insert(JobPoolAnswer, { jobRequestId: jobId, personId, answer });
}

/** Whether a refused accept or select means someone else got the shift first. */
function taken(
  job: Pick<JobRequest, 'state'> & Partial<Pick<JobRequest, 'filledById'>>,
  action: JobAction,
  actor: TransitionActor,
): boolean {
  if (action === 'accept') {
    const userId = actor.kind === 'SWEEPER' ? undefined : actor.user.id;
    return (job.state === 'internal_fill' && job.filledById !== userId) || job.state === 'external_fill';
  }
  return action === 'select' && job.state === 'external_fill';
}

function refusalError(refusal: JobTransitionRefusal): DomainError {
  switch (refusal) {
    case 'HAS_APPLICATIONS':
      return new DomainError('JOB_HAS_APPLICATIONS', 'workflow.hasApplications');
    case 'APPLICATION_NOT_OPEN':
      return new DomainError('APPLICATION_NOT_OPEN', 'workflow.applicationNotOpen');
    default:
      return new DomainError('JOB_STATE_CONFLICT', 'workflow.stateConflict');
  }
}
