import { Agency } from '../agencies/agency.entity';
import { AgencyMembership } from '../agencies/agency-membership.entity';
import { OneTimeToken } from '../auth/one-time-token.entity';
import { AuditEntry } from '../audit/audit-entry.entity';
import { CalendarFeed } from '../calendar-feeds/calendar-feed.entity';
import { CandidateInvitation } from '../candidates/candidate-invitation.entity';
import { Department } from '../departments/department.entity';
import { DepartmentMembership } from '../departments/department-membership.entity';
import { Document } from '../documents/document.entity';
import { SweeperLease } from '../storage/sweeper-lease.entity';
import { Enquiry } from '../enquiries/enquiry.entity';
import { Invitation } from '../invitations/invitation.entity';
import { Application } from '../jobs/application.entity';
import { JobDate } from '../jobs/job-date.entity';
import { JobPoolAnswer } from '../jobs/job-pool-answer.entity';
import { JobRequest } from '../jobs/job-request.entity';
import { JobSalary } from '../jobs/job-salary.entity';
import { MailOutboxEntry } from '../mail/mail-outbox-entry.entity';
import { Organisation } from '../organisations/organisation.entity';
import { OrganisationMembership } from '../organisations/organisation-membership.entity';
import { OrganisationPicture } from '../organisations/organisation-picture.entity';
import { Person } from '../persons/person.entity';
import { ErasureRequest } from '../privacy/erasure-request.entity';
import { PersonEducation } from '../persons/person-education.entity';
import { PersonJobHistory } from '../persons/person-job-history.entity';
import { ReferenceItem } from '../reference-data/reference-item.entity';
import { SiteMetricDaily } from '../site-metrics/site-metric-daily.entity';

/** Every entity of the data model (see docs/data-model.md). */
export const ENTITIES = [
  Person,
  PersonEducation,
  PersonJobHistory,
  Agency,
  AgencyMembership,
  CandidateInvitation,
  Organisation,
  OrganisationPicture,
  OrganisationMembership,
  Department,
  DepartmentMembership,
  JobRequest,
  JobDate,
  JobSalary,
  JobPoolAnswer,
  Application,
  Document,
  Enquiry,
  Invitation,
  OneTimeToken,
  ReferenceItem,
  SiteMetricDaily,
  AuditEntry,
  MailOutboxEntry,
  CalendarFeed,
  SweeperLease,

  ErasureRequest,
];
