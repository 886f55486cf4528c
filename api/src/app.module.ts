import { DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { REQUEST_LOGGER, createRequestLogger } from './platform/common/request-log';
import { AgenciesModule } from './agencies/agencies.module';
import { AuditModule } from './platform/audit/audit.module';
import { AuthModule } from './accounts/auth.module';
import { CalendarFeedsModule } from './marketplace/calendar-feeds/calendar-feeds.module';
import { CandidatesModule } from './marketplace/candidates/candidates.module';
import type { AppConfig } from './platform/config/app-config';
import { ConfigModule } from './platform/config/config.module';
import { DatabaseModule } from './platform/database/database.module';
import { DemoDataModule } from './operations/demo-data/demo-data.module';
import { DocumentStoredFilesModule } from './marketplace/documents/document-stored-files';
import { DepartmentsModule } from './organisations/departments/departments.module';
import { HealthModule } from './operations/health/health.module';
import { LifecycleModule } from './platform/lifecycle/lifecycle.module';
import { MetricsModule } from './platform/metrics/metrics.module';
import { MailModule } from './platform/mail/mail.module';
import { MembershipsModule } from './organisations/memberships/memberships.module';
import { InvitationsModule } from './accounts/invitations/invitations.module';
import { OrganisationsModule } from './organisations/organisations.module';
import { AccessModule } from './access/access.module';
import { ApplicationsModule } from './marketplace/applications/applications.module';
import { JobsModule } from './marketplace/jobs/jobs.module';
import { PersonsModule } from './people/persons.module';
import { PrivacyModule } from './privacy/privacy.module';
import { ReferenceDataModule } from './platform/reference-data/reference-data.module';
import { SiteMetricsModule } from './site/metrics/site-metrics.module';
import { StatisticsModule } from './reporting/statistics/statistics.module';
import { StorageModule } from './platform/storage/storage.module';
import { EnquiriesModule } from './site/enquiries/enquiries.module';
import { TestHooksModule } from './operations/test-hooks/test-hooks.module';
import { AssignmentsModule } from './marketplace/assignments/assignments.module';
import { WorkflowModule } from './marketplace/workflow/workflow.module';

@Module({})
export class AppModule {
  static register(config: AppConfig): DynamicModule {
    const requestLogger = createRequestLogger(config.logLevel, config.env);
    return {
      module: AppModule,
      providers: [{ provide: REQUEST_LOGGER, useValue: requestLogger }],
      imports: [
        ConfigModule.forRoot(config),
        // The application's logs use the request logger's logger, with the request's child logger
        // (and so its id) inside a request: configureApp enters nestjs-pino's store in its own
        // onRequest hook, so no Nest middleware (and no @fastify/middie) runs per request.
        LoggerModule.forRoot({
          pinoHttp: { logger: requestLogger.logger },
          useExisting: true,
          forRoutes: [],
        }),
        DatabaseModule.forRoot(config),
        LifecycleModule,
        MetricsModule,
        MailModule,
        StorageModule,
        HealthModule,
        ReferenceDataModule,
        AuthModule,
        AuditModule,
        AgenciesModule,
        PersonsModule,
        MembershipsModule,
        DepartmentsModule,
        InvitationsModule,
        StatisticsModule,
        OrganisationsModule,
        AccessModule,
        CandidatesModule,
        ApplicationsModule,
        WorkflowModule,
        AssignmentsModule,
        JobsModule,
        SiteMetricsModule,
        EnquiriesModule,
        CalendarFeedsModule,
        DocumentStoredFilesModule,
        PrivacyModule,
        DemoDataModule,
        ...(config.testHooks ? [TestHooksModule] : []),
      ],
    };
  }
}
