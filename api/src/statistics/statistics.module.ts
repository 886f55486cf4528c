import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { SiteMetricsModule } from '../site-metrics/site-metrics.module';
import { StatisticsController } from './statistics.controller';
import { StatisticsService } from './statistics.service';

@Module({
  imports: [AuthModule, SiteMetricsModule],
  controllers: [StatisticsController],
  providers: [StatisticsService],
})
export class StatisticsModule {}
