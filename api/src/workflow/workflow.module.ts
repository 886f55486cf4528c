import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { CLOCK, systemClock } from './clock';
import { JobHistoryService } from './job-history.service';
import { PoolOffersService } from './pool-offers.service';
import { RELEASE_SWEEPER_DEFAULTS, RELEASE_SWEEPER_OPTIONS, ReleaseSweeper } from './release-sweeper.service';
import { WorkflowController } from './workflow.controller';
import { WorkflowService } from './workflow.service';

/**
 * The workflow of shift requests: pool answers and the pool's offers list, release and recall,
 * selection, a request's history, and the release sweeper.
 */
@Module({
  imports: [JobsModule],
  controllers: [WorkflowController],
  providers: [
    WorkflowService,
    PoolOffersService,
    JobHistoryService,
    ReleaseSweeper,
    { provide: CLOCK, useValue: systemClock },
    { provide: RELEASE_SWEEPER_OPTIONS, useValue: RELEASE_SWEEPER_DEFAULTS },
  ],
  exports: [WorkflowService, ReleaseSweeper],
})
export class WorkflowModule {}
