import { Body, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiProduces } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminController } from '../admin-common/admin-api.decorators';
import { CurrentUser } from '../auth/auth.guards';
import type { AuthUser } from '../auth/auth.types';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { ErasureRequestDto, LatestErasureRequestDto, RefuseErasureRequestDto } from './dto/erasure-request.dto';
import { ErasureService } from './erasure.service';
import { PersonalDataExportService } from './personal-data-export.service';

/** An administrator exercises a person's GDPR rights for them: the export, and the decision on erasure. */
@AdminController('persons', 'persons privacy')
export class PrivacyAdminController {
  constructor(
    private readonly exports: PersonalDataExportService,
    private readonly erasure: ErasureService,
  ) {}

  @Get(':id/personal-data')
  @ApiProduces('application/zip')
  @ApiOkResponse({ description: 'Everything stored about the person, as a ZIP (the export is audited)' })
  export(
    @Param('id', ParseIdPipe) id: number,
    @CurrentUser() user: AuthUser,
    @Res() response: Response,
  ): Promise<void> {
    return this.exports.send(id, response, user);
  }

  @Get(':id/erasure-request')
  @ApiOkResponse({ type: LatestErasureRequestDto })
  async latest(@Param('id', ParseIdPipe) id: number): Promise<LatestErasureRequestDto> {
    return { request: await this.erasure.latestOfPerson(id) };
  }

  @Post(':id/erasure-request/confirm')
  @HttpCode(200)
  @ApiOkResponse({ type: ErasureRequestDto })
  @ApiConflictResponse({ description: "ERASURE_NOT_PENDING, or the administrator's own request (CONFLICT)" })
  confirm(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<ErasureRequestDto> {
    return this.erasure.confirm(id, user);
  }

  @Post(':id/erasure-request/refuse')
  @HttpCode(200)
  @ApiOkResponse({ type: ErasureRequestDto })
  @ApiConflictResponse({ description: 'ERASURE_NOT_PENDING' })
  refuse(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: RefuseErasureRequestDto,
    @CurrentUser() user: AuthUser,
  ): Promise<ErasureRequestDto> {
    return this.erasure.refuse(id, user, body.reason);
  }
}
