import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ThrottleModule } from '../throttle/throttle.module';
import { SiteMetricsController } from './site-metrics.controller';
import { SiteMetricsService } from './site-metrics.service';

@Module({
  imports: [AuthModule, ThrottleModule],
  controllers: [SiteMetricsController],
  providers: [SiteMetricsService],
  exports: [SiteMetricsService],
})
export class SiteMetricsModule {}
