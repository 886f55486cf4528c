import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { PersonAccountService } from './person-account.service';
import { PersonsAdminController } from './persons-admin.controller';
import { PersonsAdminService } from './persons-admin.service';

@Module({
  imports: [AuthModule],
  controllers: [PersonsAdminController],
  providers: [PersonsAdminService, PersonAccountService],
  exports: [PersonsAdminService],
})
export class PersonsModule {}
