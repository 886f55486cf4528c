import { Body, Controller, Delete, Get, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, JwtAuthGuard } from '../auth/auth.guards';
import type { AuthUser } from '../auth/auth.types';
import { CreateErasureRequestDto, ErasureRequestDto, LatestErasureRequestDto } from './dto/erasure-request.dto';
import { ErasureService } from './erasure.service';
import { PersonalDataExportService } from './personal-data-export.service';

/** The signed-in person's own GDPR rights: their data as a ZIP (Art. 15, 20) and erasure (Art. 17). */
@ApiTags('account')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('account')
export class AccountPrivacyController {
  constructor(
    private readonly exports: PersonalDataExportService,
    private readonly erasure: ErasureService,
  ) {}

  @Get('export')
  @ApiProduces('application/zip')
  @ApiOkResponse({ description: 'Everything stored about the caller: JSON documents and their files, as a ZIP' })
  export(@CurrentUser() user: AuthUser, @Res() response: Response): Promise<void> {
    return this.exports.send(user.id, response);
  }

  @Get('erasure-request')
  @ApiOkResponse({ type: LatestErasureRequestDto })
  async latest(@CurrentUser() user: AuthUser): Promise<LatestErasureRequestDto> {
    return { request: await this.erasure.latest(user.id) };
  }

  @Post('erasure-request')
  @ApiCreatedResponse({ type: ErasureRequestDto })
  @ApiConflictResponse({ description: 'ERASURE_PENDING: a request already waits for an administrator' })
  request(@CurrentUser() user: AuthUser, @Body() body: CreateErasureRequestDto): Promise<ErasureRequestDto> {
    return this.erasure.request(user, body.message);
  }

  @Delete('erasure-request')
  @HttpCode(200)
  @ApiOkResponse({ type: ErasureRequestDto })
  @ApiConflictResponse({ description: 'ERASURE_NOT_PENDING: no pending request to withdraw' })
  withdraw(@CurrentUser() user: AuthUser): Promise<ErasureRequestDto> {
    return this.erasure.withdraw(user);
  }
}
