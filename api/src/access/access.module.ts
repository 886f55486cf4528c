import { Global, Module } from '@nestjs/common';
import { AccessService } from './access.service';
import { AccessRepository } from './access.repository';
import { AccessGuard } from '../platform/authentication/access.guard';

/** Access decided once, in the service (jobs, applications, documents, feeds, settings, admin). */
@Global()
@Module({
  providers: [AccessRepository, AccessService, AccessGuard],
  exports: [AccessService, AccessGuard, AccessRepository],
})
export class AccessModule {}
