import { Module } from '@nestjs/common';
import { AuthenticationModule } from '../../platform/authentication/authentication.module';
import { ThrottleModule } from '../../platform/throttle/throttle.module';
import { SiteMetricsController } from './site-metrics.controller';
import { SiteMetricsService } from './site-metrics.service';

@Module({
  imports: [AuthenticationModule, ThrottleModule],
  controllers: [SiteMetricsController],
  providers: [SiteMetricsService],
  exports: [SiteMetricsService],
})
export class SiteMetricsModule {}
