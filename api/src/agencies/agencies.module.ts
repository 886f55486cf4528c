import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { AgenciesAdminController } from './agencies-admin.controller';
import { AgenciesAdminService } from './agencies-admin.service';

@Module({ imports: [AuthModule], controllers: [AgenciesAdminController], providers: [AgenciesAdminService] })
export class AgenciesModule {}
