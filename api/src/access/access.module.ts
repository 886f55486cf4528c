import { Global, Module } from '@nestjs/common';
import { AccessPolicy } from './access-policy.service';
import { AccessRepository } from './access.repository';
import { AccessGuard } from './access.guard';

/** The access policy, available everywhere (jobs, applications, documents, feeds, admin). */
@Global()
@Module({
  providers: [AccessRepository, AccessPolicy, AccessGuard],
  exports: [AccessPolicy, AccessGuard, AccessRepository],
})
export class AccessModule {}
