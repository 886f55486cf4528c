import { InitialSchema1795277854158 } from './1795277854158-InitialSchema';
import { SiteMetrics1795281065895 } from './1795281065895-SiteMetrics';
import { AuditLog1795281353551 } from './1795281353551-AuditLog';
import { MailOutbox1795414345355 } from './1795414345355-MailOutbox';
import { CalendarFeeds1795417902350 } from './1795417902350-CalendarFeeds';
import { OpenEndedJobDates1795425715159 } from './1795425715159-OpenEndedJobDates';
import { JobDateCalendar1795426153875 } from './1795426153875-JobDateCalendar';
import { MarketplaceWorkflow1795427200265 } from './1795427200265-MarketplaceWorkflow';
import { JobFindIndex1795443692898 } from './1795443692898-JobFindIndex';
import { AdminJobIndexes1795458392204 } from './1795458392204-AdminJobIndexes';
import { PoolOfferIndexes1795459506347 } from './1795459506347-PoolOfferIndexes';
import { PersonListIndexes1795470000000 } from './1795470000000-PersonListIndexes';
import { JobListIndexes1795480000000 } from './1795480000000-JobListIndexes';
import { PersonSearchCover1795490000000 } from './1795490000000-PersonSearchCover';
import { PersonLastNameInSearchIndex1795500000000 } from './1795500000000-PersonLastNameInSearchIndex';
import { CanonicalPersonEmails1795510000000 } from './1795510000000-CanonicalPersonEmails';
import { DocumentDisplayNames1795624100000 } from './1795624100000-DocumentDisplayNames';
import { CandidateInvitations1795774857100 } from './1795774857100-CandidateInvitations';
import { CandidateLinksNeedConsent1795774857200 } from './1795774857200-CandidateLinksNeedConsent';
import { ErasureRequests1795774873878 } from './1795774873878-ErasureRequests';
import { SweeperLease1795776421659 } from './1795776421659-SweeperLease';
import { MarketSearchIndexes1795800000000 } from './1795800000000-MarketSearchIndexes';
import { Assignments1795835339249 } from './1795835339249-Assignments';
import { MailAttachmentsAssignmentNotices1795847193877 } from './1795847193877-MailAttachmentsAssignmentNotices';
import { AssignmentChanges1795847330935 } from './1795847330935-AssignmentChanges';
import { PersonCalendarFeeds1795848627331 } from './1795848627331-PersonCalendarFeeds';
import { MarketVersion1795900000000 } from './1795900000000-MarketVersion';

/** Applied in this order; the generator appends new ones. */
export const MYSQL_MIGRATIONS: Function[] = [
  InitialSchema1795277854158,
  SiteMetrics1795281065895,
  AuditLog1795281353551,
  MailOutbox1795414345355,
  CalendarFeeds1795417902350,
  OpenEndedJobDates1795425715159,
  JobDateCalendar1795426153875,
  MarketplaceWorkflow1795427200265,
  JobFindIndex1795443692898,
  AdminJobIndexes1795458392204,
  PoolOfferIndexes1795459506347,
  PersonListIndexes1795470000000,
  JobListIndexes1795480000000,
  PersonSearchCover1795490000000,
  PersonLastNameInSearchIndex1795500000000,
  CanonicalPersonEmails1795510000000,
  DocumentDisplayNames1795624100000,
  CandidateInvitations1795774857100,
  CandidateLinksNeedConsent1795774857200,
  ErasureRequests1795774873878,
  SweeperLease1795776421659,
  MarketSearchIndexes1795800000000,
  Assignments1795835339249,
  MailAttachmentsAssignmentNotices1795847193877,
  AssignmentChanges1795847330935,
  PersonCalendarFeeds1795848627331,
  MarketVersion1795900000000,
];
