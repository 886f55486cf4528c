import { Body, Controller, Delete, Get, HttpCode, Post, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../platform/authentication/auth.guards';
import type { AuthUser } from '../platform/authentication/auth.types';
import { CreateErasureRequestDto, ErasureRequestDto, LatestErasureRequestDto } from './dto/erasure-request.dto';
import { ErasureService } from './erasure.service';
import { PersonalDataExportService } from './personal-data-export.service';
import { SignedIn } from '../platform/authentication/require-access.decorator';
import { ApiFileResponse } from '../platform/openapi/api-file-response.decorator';

/** The signed-in person's own GDPR rights: their data as a ZIP (Art. 15, 20) and erasure (Art. 17). */
@ApiTags('account')
@SignedIn()
@Controller('account')
export class AccountPrivacyController {
  constructor(
    private readonly exports: PersonalDataExportService,
    private readonly erasure: ErasureService,
  ) {}

  @Get('export')
  @ApiFileResponse('Everything stored about the caller: JSON documents and their files, as a ZIP', 'application/zip')
  @ApiOperation({ summary: 'Download everything stored about the signed-in person (ZIP)' })
  export(@CurrentUser() user: AuthUser, @Res() response: FastifyReply): Promise<void> {
    return this.exports.send(user.id, response);
  }

  @Get('erasure-request')
  @ApiOkResponse({ type: LatestErasureRequestDto })
  @ApiOperation({ summary: "The signed-in person's latest erasure request" })
  async latest(@CurrentUser() user: AuthUser): Promise<LatestErasureRequestDto> {
    return { request: await this.erasure.latest(user.id) };
  }

  @Post('erasure-request')
  @ApiCreatedResponse({ type: ErasureRequestDto })
  @ApiConflictResponse({ description: 'ERASURE_PENDING: a request already waits for an administrator' })
  @ApiOperation({ summary: 'Ask for the account to be erased' })
  request(@CurrentUser() user: AuthUser, @Body() body: CreateErasureRequestDto): Promise<ErasureRequestDto> {
    return this.erasure.request(user, body.message);
  }

  @Delete('erasure-request')
  @HttpCode(200)
  @ApiOkResponse({ type: ErasureRequestDto })
  @ApiConflictResponse({ description: 'ERASURE_NOT_PENDING: no pending request to withdraw' })
  @ApiOperation({ summary: 'Withdraw the pending erasure request' })
  withdraw(@CurrentUser() user: AuthUser): Promise<ErasureRequestDto> {
    return this.erasure.withdraw(user);
  }
}
