import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { FindOrganisationsDto, FindOrganisationsResponseDto } from './dto/find-organisations.dto';
import { OrganisationsService } from './organisations.service';
import { PublicRoute } from '../platform/authentication/require-access.decorator';

@ApiTags('organisations')
@PublicRoute()
@Controller('organisations')
export class OrganisationsController {
  constructor(private readonly organisations: OrganisationsService) {}

  /** The sign-up type-ahead: public, id and name only. */
  @Post('find')
  @HttpCode(200)
  @ApiOkResponse({ type: FindOrganisationsResponseDto })
  @ApiOperation({ summary: 'Find organisations by name (the sign-up type-ahead)' })
  async find(@Body() dto: FindOrganisationsDto): Promise<FindOrganisationsResponseDto> {
    return { organisations: await this.organisations.find(dto.searchTerm) };
  }
}
