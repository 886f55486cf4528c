import { Module } from '@nestjs/common';
import { AuthenticationModule } from '../platform/authentication/authentication.module';
import { AgenciesAdminController } from './agencies-admin.controller';
import { AgenciesAdminService } from './agencies-admin.service';
import { AgencyPermitController, OwnAgencyPermitController } from './agency-permit.controller';
import { AgencyPermitService } from './agency-permit.service';

@Module({
  imports: [AuthenticationModule],
  controllers: [AgenciesAdminController, AgencyPermitController, OwnAgencyPermitController],
  providers: [AgenciesAdminService, AgencyPermitService],
})
export class AgenciesModule {}
