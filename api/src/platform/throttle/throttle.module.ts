import { Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { BackgroundTasks } from './background-tasks';
import { LoginThrottleService } from './login-throttle.service';
import { ThrottleService } from './throttle.service';

/**
 * The API's rate limits (throttle-limits.ts) on one store for the whole process: memory, or Redis
 * when `REDIS_URL` is set. Every module that throttles imports this one; Nest makes it one instance.
 */
@Module({
  providers: [
    {
      provide: ThrottleService,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        new ThrottleService({ redisUrl: config.redis.url, keyPrefix: config.redis.keyPrefix }),
    },
    LoginThrottleService,
    BackgroundTasks,
  ],
  exports: [ThrottleService, LoginThrottleService, BackgroundTasks],
})
export class ThrottleModule {}
