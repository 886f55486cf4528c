import { Module } from '@nestjs/common';
import { AuthenticationModule } from '../../platform/authentication/authentication.module';
import { DepartmentsAdminController } from './departments-admin.controller';
import { DepartmentsAdminService } from './departments-admin.service';

@Module({
  imports: [AuthenticationModule],
  controllers: [DepartmentsAdminController],
  providers: [DepartmentsAdminService],
})
export class DepartmentsModule {}
