import { Module } from '@nestjs/common';
import { AuthModule } from '../../accounts/auth.module';
import { PersonRecordsModule } from '../../people/person-records.module';
import { ThrottleModule } from '../../platform/throttle/throttle.module';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';

@Module({
  imports: [AuthModule, ThrottleModule, PersonRecordsModule],
  controllers: [HealthController],
  providers: [HealthService],
})
export class HealthModule {}
