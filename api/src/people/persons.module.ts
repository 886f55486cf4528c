import { Module } from '@nestjs/common';
import { AuthenticationModule } from '../platform/authentication/authentication.module';
import { PersonAccountService } from './person-account.service';
import { PersonRecordsModule } from './person-records.module';
import { PersonsAdminController } from './persons-admin.controller';
import { PersonsAdminService } from './persons-admin.service';

@Module({
  imports: [AuthenticationModule, PersonRecordsModule],
  controllers: [PersonsAdminController],
  providers: [PersonsAdminService, PersonAccountService],
  exports: [PersonsAdminService],
})
export class PersonsModule {}
