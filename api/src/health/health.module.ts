import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ThrottleModule } from '../throttle/throttle.module';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';

@Module({ imports: [AuthModule, ThrottleModule], controllers: [HealthController], providers: [HealthService] })
export class HealthModule {}
