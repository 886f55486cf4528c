import { Module } from '@nestjs/common';
import { AccessModule } from '../../access/access.module';
import { AgencyMembersModule } from '../../agencies/agency-members.module';
import { OrganisationMembersModule } from '../../organisations/organisation-members.module';
import { PersonContactsModule } from '../../people/person-contacts.module';
import { JobDatesModule } from '../jobs/job-dates.module';
import { CLOCK, systemClock } from '../workflow/clock';
import { ShiftRecipientsModule } from '../workflow/shift-recipients.module';
import { AssignmentChangesService } from './assignment-changes.service';
import { AssignmentCreator } from './assignment-creation.service';
import { AssignmentNotifier } from './assignment-notifier.service';
import { AssignmentRateSharingController } from './assignment-rate-sharing.controller';
import { AssignmentRateSharingService } from './assignment-rate-sharing.service';
import { AssignmentStateWriter } from './assignment-state.service';
import {
  ASSIGNMENT_SWEEPER_DEFAULTS,
  ASSIGNMENT_SWEEPER_OPTIONS,
  AssignmentSweeper,
} from './assignment-sweeper.service';
import { AssignmentsController } from './assignments.controller';
import { AssignmentsService } from './assignments.service';
import { WorkerShiftsService } from './worker-shifts.service';

/**
 * Assignments (issue 29): owns `assignment`, `assignment_shift`, `assignment_contract` and
 * `assignment_acceptance`, `assignment_change` and `assignment_notice`. The workflow creates them through
 * AssignmentCreator in the transaction of the state change that fills a request; AssignmentChangesService
 * handles the hospital's proposed changes; AssignmentNotifier mails the worker (with the shifts' .ics)
 * and AssignmentSweeper completes, warns and cancels with time.
 */
@Module({
  imports: [
    AccessModule,
    AgencyMembersModule,
    OrganisationMembersModule,
    PersonContactsModule,
    ShiftRecipientsModule,
    JobDatesModule,
  ],
  controllers: [AssignmentsController, AssignmentRateSharingController],
  providers: [
    AssignmentCreator,
    AssignmentsService,
    AssignmentChangesService,
    AssignmentNotifier,
    AssignmentRateSharingService,
    AssignmentStateWriter,
    AssignmentSweeper,
    WorkerShiftsService,
    { provide: CLOCK, useValue: systemClock },
    { provide: ASSIGNMENT_SWEEPER_OPTIONS, useValue: ASSIGNMENT_SWEEPER_DEFAULTS },
  ],
  exports: [AssignmentCreator, AssignmentNotifier, AssignmentStateWriter, AssignmentSweeper, WorkerShiftsService],
})
export class AssignmentsModule {}
