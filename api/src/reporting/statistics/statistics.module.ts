import { Module } from '@nestjs/common';
import { AuthModule } from '../../accounts/auth.module';
import { AgencyMembersModule } from '../../agencies/agency-members.module';
import { JobFiguresModule } from '../../marketplace/jobs/job-figures.module';
import { OrganisationMembersModule } from '../../organisations/organisation-members.module';
import { SiteMetricsModule } from '../../site/metrics/site-metrics.module';
import { StatisticsController } from './statistics.controller';
import { StatisticsService } from './statistics.service';

@Module({
  imports: [AuthModule, SiteMetricsModule, JobFiguresModule, OrganisationMembersModule, AgencyMembersModule],
  controllers: [StatisticsController],
  providers: [StatisticsService],
})
export class StatisticsModule {}
