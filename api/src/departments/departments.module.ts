import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { DepartmentsAdminController } from './departments-admin.controller';
import { DepartmentsAdminService } from './departments-admin.service';

@Module({ imports: [AuthModule], controllers: [DepartmentsAdminController], providers: [DepartmentsAdminService] })
export class DepartmentsModule {}
