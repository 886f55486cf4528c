import { randomUUID } from 'node:crypto';
import { DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import pino from 'pino';
import { serializeRequest } from './common/request-log';
import { AgenciesModule } from './agencies/agencies.module';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { CalendarFeedsModule } from './calendar-feeds/calendar-feeds.module';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { DemoDataModule } from './demo-data/demo-data.module';
import { DepartmentsModule } from './departments/departments.module';
import { HealthModule } from './health/health.module';
import { MailModule } from './mail/mail.module';
import { MembershipsModule } from './memberships/memberships.module';
import { InvitationsModule } from './invitations/invitations.module';
import { OrganisationsModule } from './organisations/organisations.module';
import { AccessModule } from './access/access.module';
import { ApplicationsModule } from './applications/applications.module';
import { JobsModule } from './jobs/jobs.module';
import { PersonsModule } from './persons/persons.module';
import { ReferenceDataModule } from './reference-data/reference-data.module';
import { SiteMetricsModule } from './site-metrics/site-metrics.module';
import { StatisticsModule } from './statistics/statistics.module';
import { StorageModule } from './storage/storage.module';
import { EnquiriesModule } from './enquiries/enquiries.module';
import { TestHooksModule } from './test-hooks/test-hooks.module';
import { WorkflowModule } from './workflow/workflow.module';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

@Module({})
export class AppModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            // One JSON line per request, with a request id that is echoed back as X-Request-Id.
            genReqId: (request, response) => {
              const incoming = request.headers['x-request-id'];
              const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
              response.setHeader('X-Request-Id', id);
              return id;
            },
            // Only what an operator needs: never headers, bodies or tokens. The serializers read the
            // raw request and response (pino-http's wrapping would first copy every header into a
            // std-serializer object per request, only for these four fields to be picked out).
            wrapSerializers: false,
            serializers: {
              req: serializeRequest,
              res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
              err: pino.stdSerializers.err,
            },
            customLogLevel: (_request, response, error) =>
              error || response.statusCode >= 500 ? 'error' : response.statusCode >= 400 ? 'warn' : 'info',
            autoLogging: { ignore: (request) => request.url === '/api/health' },
          },
        }),
        DatabaseModule.forRoot(config),
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
        ApplicationsModule,
        WorkflowModule,
        JobsModule,
        SiteMetricsModule,
        EnquiriesModule,
        CalendarFeedsModule,
        DemoDataModule,
        ...(config.testHooks ? [TestHooksModule] : []),
      ],
    };
  }
}
