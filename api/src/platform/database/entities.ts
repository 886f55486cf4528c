import { Agency } from '../../agencies/agency.entity';
import { AgencyMembership } from '../../agencies/agency-membership.entity';
import { OneTimeToken } from '../../accounts/one-time-token.entity';
import { AuditEntry } from '../audit/audit-entry.entity';
import { AssignmentAcceptance } from '../../marketplace/assignments/assignment-acceptance.entity';
import { AssignmentChange } from '../../marketplace/assignments/assignment-change.entity';
import { AssignmentContract } from '../../marketplace/assignments/assignment-contract.entity';
import { AssignmentNotice } from '../../marketplace/assignments/assignment-notice.entity';
import { AssignmentShift } from '../../marketplace/assignments/assignment-shift.entity';
import { Assignment } from '../../marketplace/assignments/assignment.entity';
import { CalendarFeed } from '../../marketplace/calendar-feeds/calendar-feed.entity';
import { PersonCalendarFeed } from '../../marketplace/calendar-feeds/person-calendar-feed.entity';
import { CandidateInvitation } from '../../marketplace/candidates/candidate-invitation.entity';
import { Department } from '../../organisations/departments/department.entity';
import { DepartmentMembership } from '../../organisations/departments/department-membership.entity';
import { Document } from '../../marketplace/documents/document.entity';
import { SweeperLease } from '../storage/sweeper-lease.entity';
import { Enquiry } from '../../site/enquiries/enquiry.entity';
import { Invitation } from '../../accounts/invitations/invitation.entity';
import { Application } from '../../marketplace/jobs/application.entity';
import { JobDate } from '../../marketplace/jobs/job-date.entity';
import { JobPoolAnswer } from '../../marketplace/jobs/job-pool-answer.entity';
import { JobRequest } from '../../marketplace/jobs/job-request.entity';
import { JobSalary } from '../../marketplace/jobs/job-salary.entity';
import { MailAttachmentPart } from '../mail/mail-attachment.entity';
import { MailOutboxEntry } from '../mail/mail-outbox-entry.entity';
import { Organisation } from '../../organisations/organisation.entity';
import { OrganisationMembership } from '../../organisations/organisation-membership.entity';
import { OrganisationPicture } from '../../organisations/organisation-picture.entity';
import { Person } from '../../people/person.entity';
import { PersonSearchRow } from '../../people/person-search-row.entity';
import { ErasureRequest } from '../../privacy/erasure-request.entity';
import { PersonEducation } from '../../people/person-education.entity';
import { PersonJobHistory } from '../../people/person-job-history.entity';
import { ReferenceItem } from '../reference-data/reference-item.entity';
import { SiteMetricDaily } from '../../site/metrics/site-metric-daily.entity';

/** Every entity of the data model (see docs/data-model.md). */
export const ENTITIES = [
  Person,
  PersonSearchRow,
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
  MailAttachmentPart,
  CalendarFeed,
  PersonCalendarFeed,
  Assignment,
  AssignmentShift,
  AssignmentContract,
  AssignmentNotice,
  AssignmentAcceptance,
  AssignmentChange,
  SweeperLease,

  ErasureRequest,
];
