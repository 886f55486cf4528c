import { Module } from '@nestjs/common';
import { AccessModule } from '../../access/access.module';
import { AgencyMembersModule } from '../../agencies/agency-members.module';
import { OrganisationMembersModule } from '../../organisations/organisation-members.module';
import { PersonContactsModule } from '../../people/person-contacts.module';
import { CLOCK, systemClock } from '../workflow/clock';
import { AssignmentCreator } from './assignment-creation.service';
import { AssignmentsController } from './assignments.controller';
import { AssignmentsService } from './assignments.service';
import { WorkerShiftsService } from './worker-shifts.service';

/**
 * Assignments (issue 29): owns `assignment`, `assignment_shift`, `assignment_contract` and
 * `assignment_acceptance`. The workflow creates them through AssignmentCreator in the transaction
 * of the state change that fills a request.
 */
@Module({
  imports: [AccessModule, AgencyMembersModule, OrganisationMembersModule, PersonContactsModule],
  controllers: [AssignmentsController],
  providers: [AssignmentCreator, AssignmentsService, WorkerShiftsService, { provide: CLOCK, useValue: systemClock }],
  exports: [AssignmentCreator, WorkerShiftsService],
})
export class AssignmentsModule {}
