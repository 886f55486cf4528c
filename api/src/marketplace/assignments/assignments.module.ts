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
import { AssignmentsController } from './assignments.controller';
import { AssignmentsService } from './assignments.service';

/**
 * Assignments (issue 29): owns `assignment`, `assignment_shift`, `assignment_contract` and
 * `assignment_acceptance` and `assignment_change`. The workflow creates them through AssignmentCreator in the transaction
 * of the state change that fills a request.
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
  controllers: [AssignmentsController],
  providers: [
    AssignmentCreator,
    AssignmentsService,
    AssignmentChangesService,
    { provide: CLOCK, useValue: systemClock },
  ],
  exports: [AssignmentCreator],
})
export class AssignmentsModule {}
