import { Global, Module } from '@nestjs/common';
import { AuditPrivacyService } from './audit-privacy.service';
import { AuditService } from './audit.service';

@Global()
@Module({ providers: [AuditService, AuditPrivacyService], exports: [AuditService, AuditPrivacyService] })
export class AuditModule {}
