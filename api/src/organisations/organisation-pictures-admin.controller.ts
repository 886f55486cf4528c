import { Body, Controller, Delete, Get, Param, Patch, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ChangeSetDto } from '../admin-common/change-set';
import { CurrentUser, JwtAuthGuard, Roles, RolesGuard } from '../auth/auth.guards';
import type { AuthUser } from '../auth/auth.types';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { OrganisationPictureDto } from './dto/organisation-admin.dto';
import { OrganisationsAdminService } from './organisations-admin.service';

/** One organisation picture: read, change its description, delete it (with its file). */
@ApiTags('admin: organisations')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No or an expired token' })
@ApiForbiddenResponse({ description: 'Not an administrator' })
@UseGuards(JwtAuthGuard, RolesGuard)
@Roles('ADMIN')
@Controller('admin/organisation-pictures')
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
