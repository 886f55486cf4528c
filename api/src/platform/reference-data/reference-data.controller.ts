import { Controller, Get, Header, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { USER_ROLES } from '@medstaff/domain';
import type { FastifyReply } from 'fastify';
import { prepareJson, sendPreparedJson } from '../common/prepared-json';
import {
  ContractTypesResponseDto,
  CountriesResponseDto,
  FieldsResponseDto,
  GendersResponseDto,
  JobShiftTypesResponseDto,
  JobTitlesResponseDto,
  JobTypesResponseDto,
  PositionsResponseDto,
  QualificationsResponseDto,
  UserRolesResponseDto,
} from './reference-data.dto';
import { ReferenceDataService } from './reference-data.service';
import { PublicRoute } from '../authentication/require-access.decorator';

/** How long clients and proxies may keep a reference list. */
export const REFERENCE_CACHE_CONTROL = 'public, max-age=300';
const CACHE = REFERENCE_CACHE_CONTROL;
const USER_ROLES_ANSWER = prepareJson({
  userRoles: USER_ROLES.map((role) => ({ ...role })),
} satisfies UserRolesResponseDto);

/**
 * Public, bilingual reference lists at the paths the spec names, each serialised once (see
 * ReferenceDataService.answer); the response types below are what the JSON holds.
 */
@ApiTags('reference data')
@PublicRoute()
@Controller()
export class ReferenceDataController {
  constructor(private readonly referenceData: ReferenceDataService) {}

  @Get('fields')
  @Header('Cache-Control', CACHE)
  @ApiOkResponse({ type: FieldsResponseDto, description: 'Medical specialties and care areas' })
  @ApiOperation({ summary: 'The medical fields' })
  async fields(@Res({ passthrough: true }) response: FastifyReply): Promise<string> {
    return sendPreparedJson(
      response,
      await this.referenceData.answer<FieldsResponseDto>('fields', async () => ({
        fields: await this.referenceData.list('FIELD'),
      })),
    );
  }

  @Get('positions')
  @Header('Cache-Control', CACHE)
  @ApiOkResponse({ type: PositionsResponseDto, description: 'Specialists with the fields they work in' })
  @ApiOperation({ summary: 'The positions' })
  async positions(@Res({ passthrough: true }) response: FastifyReply): Promise<string> {
    return sendPreparedJson(
      response,
      await this.referenceData.answer<PositionsResponseDto>('positions', async () => ({
        positions: await this.referenceData.positions(),
      })),
    );
  }

  @Get('contract-types')
  @Header('Cache-Control', CACHE)
  @ApiOkResponse({ type: ContractTypesResponseDto })
  @ApiOperation({ summary: 'The contract types' })
  async contractTypes(@Res({ passthrough: true }) response: FastifyReply): Promise<string> {
    return sendPreparedJson(
      response,
      await this.referenceData.answer<ContractTypesResponseDto>('contractTypes', async () => ({
        contractTypes: await this.referenceData.list('CONTRACT_TYPE'),
      })),
    );
  }

  @Get('job-types')
  @Header('Cache-Control', CACHE)
  @ApiOkResponse({ type: JobTypesResponseDto })
  @ApiOperation({ summary: 'The job types' })
  async jobTypes(@Res({ passthrough: true }) response: FastifyReply): Promise<string> {
    return sendPreparedJson(
      response,
      await this.referenceData.answer<JobTypesResponseDto>('jobTypes', async () => ({
        jobTypes: await this.referenceData.list('JOB_TYPE'),
      })),
    );
  }

  @Get('job-shift-type')
  @Header('Cache-Control', CACHE)
  @ApiOkResponse({ type: JobShiftTypesResponseDto, description: 'Tagesdienst, Nachtdienst, Bereitschaftsdienst' })
  @ApiOperation({ summary: 'The shift types' })
  async jobShiftTypes(@Res({ passthrough: true }) response: FastifyReply): Promise<string> {
    return sendPreparedJson(
      response,
      await this.referenceData.answer<JobShiftTypesResponseDto>('jobShiftTypes', async () => ({
        jobShiftTypes: await this.referenceData.list('SHIFT_TYPE'),
      })),
    );
  }

  @Get('metainformation/job-titles')
  @Header('Cache-Control', CACHE)
  @ApiOkResponse({ type: JobTitlesResponseDto, description: 'Job titles with their qualifications and fields' })
  @ApiOperation({ summary: 'The job titles' })
  async jobTitles(@Res({ passthrough: true }) response: FastifyReply): Promise<string> {
    return sendPreparedJson(
      response,
      await this.referenceData.answer<JobTitlesResponseDto>('jobTitles', async () => ({
        jobTitles: await this.referenceData.jobTitles(),
      })),
    );
  }

  @Get('qualifications')
  @Header('Cache-Control', CACHE)
  @ApiOkResponse({ type: QualificationsResponseDto })
  @ApiOperation({ summary: 'The qualifications' })
  async qualifications(@Res({ passthrough: true }) response: FastifyReply): Promise<string> {
    return sendPreparedJson(
      response,
      await this.referenceData.answer<QualificationsResponseDto>('qualifications', async () => ({
        qualifications: await this.referenceData.list('QUALIFICATION'),
      })),
    );
  }

  @Get('genders')
  @Header('Cache-Control', CACHE)
  @ApiOkResponse({ type: GendersResponseDto })
  @ApiOperation({ summary: 'The genders' })
  async genders(@Res({ passthrough: true }) response: FastifyReply): Promise<string> {
    return sendPreparedJson(
      response,
      await this.referenceData.answer<GendersResponseDto>('genders', async () => ({
        genders: await this.referenceData.list('GENDER'),
      })),
    );
  }

  @Get('countries')
  @Header('Cache-Control', CACHE)
  @ApiOkResponse({ type: CountriesResponseDto, description: 'The fixed country list' })
  @ApiOperation({ summary: 'The countries' })
  async countries(@Res({ passthrough: true }) response: FastifyReply): Promise<string> {
    return sendPreparedJson(
      response,
      await this.referenceData.answer<CountriesResponseDto>('countries', async () => ({
        countries: await this.referenceData.list('COUNTRY'),
      })),
    );
  }

  @Get('user-roles')
  @Header('Cache-Control', CACHE)
  @ApiOkResponse({ type: UserRolesResponseDto })
  @ApiOperation({ summary: 'The user roles and the person roles they stand for' })
  userRoles(@Res({ passthrough: true }) response: FastifyReply): string {
    return sendPreparedJson(response, USER_ROLES_ANSWER);
  }
}
