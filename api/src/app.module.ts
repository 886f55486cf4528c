import { DynamicModule, Module, RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { REQUEST_LOGGER, createRequestLogger } from './common/request-log';
import { AgenciesModule } from './agencies/agencies.module';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { CalendarFeedsModule } from './calendar-feeds/calendar-feeds.module';
import { CandidatesModule } from './candidates/candidates.module';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { DemoDataModule } from './demo-data/demo-data.module';
import { DepartmentsModule } from './departments/departments.module';
import { HealthModule } from './health/health.module';
import { LifecycleModule } from './lifecycle/lifecycle.module';
import { MetricsModule } from './metrics/metrics.module';
import { MailModule } from './mail/mail.module';
import { MembershipsModule } from './memberships/memberships.module';
import { InvitationsModule } from './invitations/invitations.module';
import { OrganisationsModule } from './organisations/organisations.module';
import { AccessModule } from './access/access.module';
import { ApplicationsModule } from './applications/applications.module';
import { JobsModule } from './jobs/jobs.module';
import { PersonsModule } from './persons/persons.module';
import { PrivacyModule } from './privacy/privacy.module';
import { ReferenceDataModule } from './reference-data/reference-data.module';
import { SiteMetricsModule } from './site-metrics/site-metrics.module';
import { StatisticsModule } from './statistics/statistics.module';
import { StorageModule } from './storage/storage.module';
import { EnquiriesModule } from './enquiries/enquiries.module';
import { TestHooksModule } from './test-hooks/test-hooks.module';
import { WorkflowModule } from './workflow/workflow.module';

@Module({})
export class AppModule {
  static register(config: AppConfig): DynamicModule {
    const requestLogger = createRequestLogger(config.logLevel);
    return {
      module: AppModule,
      providers: [{ provide: REQUEST_LOGGER, useValue: requestLogger }],
      imports: [
        ConfigModule.forRoot(config),
        // The request logger runs first of all middlewares (configureApp); the application's logs
        // use its logger, with the request's id inside a request.
        // Its middleware (the request's log context) on every route, written as Express 5's router
        // reads it: nestjs-pino's default `*` makes Nest warn at every start and convert it.
        LoggerModule.forRoot({
          pinoHttp: { logger: requestLogger.logger },
          useExisting: true,
          forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
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
        JobsModule,
        SiteMetricsModule,
        EnquiriesModule,
        CalendarFeedsModule,
        PrivacyModule,
        DemoDataModule,
        ...(config.testHooks ? [TestHooksModule] : []),
      ],
    };
  }
}
