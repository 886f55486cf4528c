import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthenticationModule } from '../platform/authentication/authentication.module';
import { OrganisationMembersModule } from './organisation-members.module';
import { OrganisationPicturesAdminController } from './organisation-pictures-admin.controller';
import { OrganisationSettingsController } from './organisation-settings.controller';
import { OrganisationSettingsService } from './organisation-settings.service';
import { Organisation } from './organisation.entity';
import { OrganisationsAdminController } from './organisations-admin.controller';
import { OrganisationsAdminService } from './organisations-admin.service';
import { OrganisationsController } from './organisations.controller';
import { OrganisationsService } from './organisations.service';

@Module({
  imports: [TypeOrmModule.forFeature([Organisation]), AuthenticationModule, OrganisationMembersModule],
  controllers: [
    OrganisationsController,
    OrganisationSettingsController,
    OrganisationsAdminController,
    OrganisationPicturesAdminController,
  ],
  providers: [OrganisationsService, OrganisationSettingsService, OrganisationsAdminService],
  exports: [OrganisationsService],
})
export class OrganisationsModule {}
