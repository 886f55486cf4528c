import { Module } from '@nestjs/common';
import { AssignmentsModule } from '../assignments/assignments.module';
import { JobsModule } from '../jobs/jobs.module';
import { CLOCK, systemClock } from './clock';
import { JobHistoryService } from './job-history.service';
import { JobStateMachine } from './job-transition.service';
import { PoolOffersService } from './pool-offers.service';
import { RELEASE_SWEEPER_DEFAULTS, RELEASE_SWEEPER_OPTIONS, ReleaseSweeper } from './release-sweeper.service';
import { ShiftRecipientsModule } from './shift-recipients.module';
import { WorkflowController } from './workflow.controller';
import { WorkflowService } from './workflow.service';

/**
 * The workflow of shift requests: pool answers and the pool's offers list, release and recall,
 * selection, a request's history, and the release sweeper; every change of a request's state goes
 * through JobStateMachine.
 */
@Module({
  imports: [JobsModule, ShiftRecipientsModule, AssignmentsModule],
  controllers: [WorkflowController],
  providers: [
    WorkflowService,
    JobStateMachine,
    PoolOffersService,
    JobHistoryService,
    ReleaseSweeper,
    { provide: CLOCK, useValue: systemClock },
    { provide: RELEASE_SWEEPER_OPTIONS, useValue: RELEASE_SWEEPER_DEFAULTS },
  ],
  exports: [WorkflowService, JobStateMachine, ReleaseSweeper],
})
export class WorkflowModule {}
