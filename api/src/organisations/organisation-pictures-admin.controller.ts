import { Body, Delete, Get, Param, Patch } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse } from '@nestjs/swagger';
import { ChangeSetDto } from '../platform/admin/change-set';
import { CurrentUser } from '../platform/authentication/auth.guards';
import type { AuthUser } from '../platform/authentication/auth.types';
import { ParseIdPipe } from '../platform/common/parse-id.pipe';
import { OrganisationPictureDto } from './dto/organisation-admin.dto';
import { OrganisationsAdminService } from './organisations-admin.service';
import { AdminController } from '../platform/admin/admin-api.decorators';

/** One organisation picture: read, change its description, delete it (with its file). */
@AdminController('organisation-pictures', 'organisations')
export class OrganisationPicturesAdminController {
  constructor(private readonly organisations: OrganisationsAdminService) {}

  @Get(':id')
  @ApiOkResponse({ type: OrganisationPictureDto })
  get(@Param('id', ParseIdPipe) id: number): Promise<OrganisationPictureDto> {
    return this.organisations.getPicture(id);
  }

  @Patch(':id')
  @ApiOkResponse({ type: OrganisationPictureDto, description: 'Editable: description' })
  @ApiConflictResponse({ description: 'The picture changed since the version the change set is based on' })
  change(
    @Param('id', ParseIdPipe) id: number,
    @Body() changeSet: ChangeSetDto,
    @CurrentUser() user: AuthUser,
  ): Promise<OrganisationPictureDto> {
    return this.organisations.changePicture(id, changeSet, user.id);
  }

  @Delete(':id')
  @ApiOkResponse({ type: OrganisationPictureDto, description: 'The deleted picture; its file is removed' })
  delete(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<OrganisationPictureDto> {
    return this.organisations.deletePicture(id, user.id);
  }
}
