import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { FindOrganisationsDto, FindOrganisationsResponseDto } from './dto/find-organisations.dto';
import { OrganisationsService } from './organisations.service';

@ApiTags('organisations')
@Controller('organisations')
export class OrganisationsController {
  constructor(private readonly organisations: OrganisationsService) {}

  /** The sign-up type-ahead: public, id and name only. */
  @Post('find')
  @HttpCode(200)
  @ApiOkResponse({ type: FindOrganisationsResponseDto })
  async find(@Body() dto: FindOrganisationsDto): Promise<FindOrganisationsResponseDto> {
    return { organisations: await this.organisations.find(dto.searchTerm) };
  }
}
