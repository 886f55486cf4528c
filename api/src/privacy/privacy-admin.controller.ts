import { Body, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminController } from '../platform/admin/admin-api.decorators';
import { CurrentUser } from '../platform/authentication/auth.guards';
import type { AuthUser } from '../platform/authentication/auth.types';
import { ParseIdPipe } from '../platform/common/parse-id.pipe';
import { ErasureRequestDto, LatestErasureRequestDto, RefuseErasureRequestDto } from './dto/erasure-request.dto';
import { ErasureService } from './erasure.service';
import { PersonalDataExportService } from './personal-data-export.service';
import { ApiFileResponse } from '../platform/openapi/api-file-response.decorator';

/** An administrator exercises a person's GDPR rights for them: the export, and the decision on erasure. */
@AdminController('persons', 'persons privacy')
export class PrivacyAdminController {
  constructor(
    private readonly exports: PersonalDataExportService,
    private readonly erasure: ErasureService,
  ) {}

  @Get(':id/personal-data')
  @ApiFileResponse('Everything stored about the person, as a ZIP (the export is audited)', 'application/zip')
  @ApiOperation({ summary: 'Download everything stored about a person (ZIP)' })
  export(
    @Param('id', ParseIdPipe) id: number,
    @CurrentUser() user: AuthUser,
    @Res() response: FastifyReply,
  ): Promise<void> {
    return this.exports.send(id, response, user);
  }

  @Get(':id/erasure-request')
  @ApiOkResponse({ type: LatestErasureRequestDto })
  @ApiOperation({ summary: "A person's latest erasure request" })
  async latest(@Param('id', ParseIdPipe) id: number): Promise<LatestErasureRequestDto> {
    return { request: await this.erasure.latestOfPerson(id) };
  }

  @Post(':id/erasure-request/confirm')
  @HttpCode(200)
  @ApiOkResponse({ type: ErasureRequestDto })
  @ApiConflictResponse({ description: "ERASURE_NOT_PENDING, or the administrator's own request (CONFLICT)" })
  @ApiOperation({ summary: "Confirm a person's erasure request: the account is erased" })
  confirm(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<ErasureRequestDto> {
    return this.erasure.confirm(id, user);
  }

  @Post(':id/erasure-request/refuse')
  @HttpCode(200)
  @ApiOkResponse({ type: ErasureRequestDto })
  @ApiConflictResponse({ description: 'ERASURE_NOT_PENDING' })
  @ApiOperation({ summary: "Refuse a person's erasure request" })
  refuse(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: RefuseErasureRequestDto,
    @CurrentUser() user: AuthUser,
  ): Promise<ErasureRequestDto> {
    return this.erasure.refuse(id, user, body.reason);
  }
}
