import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OrganisationSettingsController } from './organisation-settings.controller';
import { OrganisationSettingsService } from './organisation-settings.service';
import { Organisation } from './organisation.entity';
import { OrganisationsController } from './organisations.controller';
import { OrganisationsService } from './organisations.service';

@Module({
  imports: [TypeOrmModule.forFeature([Organisation])],
  controllers: [OrganisationsController, OrganisationSettingsController],
  providers: [OrganisationsService, OrganisationSettingsService],
  exports: [OrganisationsService],
})
export class OrganisationsModule {}
