import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { PersonsAdminController } from './persons-admin.controller';
import { PersonsAdminService } from './persons-admin.service';

@Module({
  imports: [AuthModule],
  controllers: [PersonsAdminController],
  providers: [PersonsAdminService],
  exports: [PersonsAdminService],
})
export class PersonsModule {}
