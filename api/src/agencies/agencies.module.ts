import { Module } from '@nestjs/common';
import { AuthenticationModule } from '../platform/authentication/authentication.module';
import { AgenciesAdminController } from './agencies-admin.controller';
import { AgenciesAdminService } from './agencies-admin.service';

@Module({ imports: [AuthenticationModule], controllers: [AgenciesAdminController], providers: [AgenciesAdminService] })
export class AgenciesModule {}
