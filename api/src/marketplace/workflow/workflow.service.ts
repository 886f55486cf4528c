import { Injectable } from '@nestjs/common';
import type { JobAnswerWire, Language } from '@medstaff/domain';
import { DataSource } from 'typeorm';
import { Permission } from '../../platform/authentication/access-permission';
import { AccessService, type ReachedJob } from '../../access/access.service';
import type { AuthUser } from '../../platform/authentication/auth.types';
import { DomainError } from '../../platform/common/domain-error';
import { Application } from '../jobs/application.entity';
import { JobRequest } from '../jobs/job-request.entity';
import { JobsService } from '../jobs/jobs.service';
import { JobStateMachine, type TransitionActor } from './job-transition.service';

/**
 * The workflow actions of pool members and hospitals on a shift request (issue 10): each finds the
 * request the caller may act on and hands it to the one transition function (JobStateMachine),
 * which applies the move with its conditional UPDATE, audit entry and mails (issue 26).
 */
@Injectable()
export class WorkflowService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
    private readonly access: AccessService,
    private readonly transitions: JobStateMachine,
  ) {}

  /**
   * A request of one of the member's pool departments, in whatever state: a member who answers an
   * offer that was taken meanwhile is told so (409), not that it does not exist. Other requests 404.
   */
  async poolJob(user: AuthUser, jobId: number): Promise<ReachedJob> {
    return this.access.requireJob(user, Permission.PoolAnswer, jobId);
  }

  /** A pool member accepts an offer: the first one fills the shift, later ones are told it is taken. */
  async accept(user: AuthUser, jobId: number, language: Language): Promise<JobAnswerWire> {
    const { job, audience } = await this.poolJob(user, jobId);
    await this.transitions.transition(undefined, { job, action: 'accept', actor: poolMember(user), language });
    return this.jobs.answerFor(job.id, audience);
  }

  /** A pool member declines an offer; the request stays with the pool, the answer is kept. */
  async decline(user: AuthUser, jobId: number): Promise<JobAnswerWire> {
    const { job, audience } = await this.poolJob(user, jobId);
    await this.transitions.transition(undefined, { job, action: 'decline', actor: poolMember(user) });
    return this.jobs.answerFor(job.id, audience);
  }

  /** The organisation releases a request to agencies now. */
  async release(user: AuthUser, jobId: number): Promise<JobAnswerWire> {
    const { job, audience } = await this.access.requireJob(user, Permission.JobRelease, jobId);
    await this.transitions.transition(undefined, { job, action: 'release', actor: organisation(user) });
    return this.jobs.answerFor(job.id, audience);
  }

  /**
   * The organisation withdraws a release while no agency has applied: the request goes back to
   * the pool (without a time limit: it is released again by hand) and the pool is told.
   */
  async recall(user: AuthUser, jobId: number): Promise<JobAnswerWire> {
    const { job, audience } = await this.access.requireJob(user, Permission.JobRelease, jobId);
    await this.transitions.transition(undefined, { job, action: 'recall', actor: organisation(user) });
    return this.jobs.answerFor(job.id, audience);
  }

  /**
   * The organisation selects an application: it becomes selected, every other open one not
   * chosen, the request external_fill; the agencies are told.
   */
  async select(user: AuthUser, jobId: number, applicationId: number, language: Language): Promise<JobAnswerWire> {
    const { audience } = await this.access.requireAccess(user, Permission.ApplicationSelect, [jobId]);
    const application = await this.dataSource
      .getRepository(Application)
      .findOne({ where: { id: applicationId, jobRequestId: jobId } });
    if (!application) throw new DomainError('NOT_FOUND', 'access.notFound');
    // Read after the application, so that an application closed by a selection that just
    // committed is seen with its filled request (SHIFT_TAKEN), not with the state read before.
    const job = await this.dataSource.getRepository(JobRequest).findOne({ where: { id: jobId } });
    if (!job) throw new DomainError('NOT_FOUND', 'access.notFound');
    await this.transitions.transition(undefined, {
      job,
      action: 'select',
      actor: organisation(user),
      application,
      language,
    });
    return this.jobs.answerFor(job.id, audience);
  }
}

const poolMember = (user: AuthUser): TransitionActor => ({ kind: 'POOL_MEMBER', user });
const organisation = (user: AuthUser): TransitionActor => ({ kind: 'ORGANISATION', user });
