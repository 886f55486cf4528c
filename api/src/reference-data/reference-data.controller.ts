import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { USER_ROLES } from '@medstaff/domain';
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

const CACHE = 'public, max-age=300';

/** Public, bilingual reference lists at the paths the spec names. */
@ApiTags('reference data')
@Controller()
export class ReferenceDataController {
  constructor(private readonly referenceData: ReferenceDataService) {}

  @Get('fields')
  @Header('Cache-Control', CACHE)
  @ApiOkResponse({ type: FieldsResponseDto, description: 'Medical specialties and care areas' })
  async fields(): Promise<FieldsResponseDto> {
    return { fields: await this.referenceData.list('FIELD') };
  }

  @Get('positions')
  @Header('Cache-Control', CACHE)
  @ApiOkResponse({ type: PositionsResponseDto, description: 'Specialists with the fields they work in' })
  async positions(): Promise<PositionsResponseDto> {
    return { positions: await this.referenceData.positions() };
  }

  @Get('contract-types')
  @Header('Cache-Control', CACHE)
  @ApiOkResponse({ type: ContractTypesResponseDto })
  async contractTypes(): Promise<ContractTypesResponseDto> {
    return { contractTypes: await this.referenceData.list('CONTRACT_TYPE') };
  }

  @Get('job-types')
  @Header('Cache-Control', CACHE)
  @ApiOkResponse({ type: JobTypesResponseDto })
  async jobTypes(): Promise<JobTypesResponseDto> {
    return { jobTypes: await this.referenceData.list('JOB_TYPE') };
  }

  @Get('job-shift-type')
  @Header('Cache-Control', CACHE)
  @ApiOkResponse({ type: JobShiftTypesResponseDto, description: 'Tagesdienst, Nachtdienst, Bereitschaftsdienst' })
  async jobShiftTypes(): Promise<JobShiftTypesResponseDto> {
    return { jobShiftTypes: await this.referenceData.list('SHIFT_TYPE') };
  }

  @Get('metainformation/job-titles')
  @Header('Cache-Control', CACHE)
  @ApiOkResponse({ type: JobTitlesResponseDto, description: 'Job titles with their qualifications and fields' })
  async jobTitles(): Promise<JobTitlesResponseDto> {
    return { jobTitles: await this.referenceData.jobTitles() };
  }

  @Get('qualifications')
  @Header('Cache-Control', CACHE)
  @ApiOkResponse({ type: QualificationsResponseDto })
  async qualifications(): Promise<QualificationsResponseDto> {
    return { qualifications: await this.referenceData.list('QUALIFICATION') };
  }

  @Get('genders')
  @Header('Cache-Control', CACHE)
  @ApiOkResponse({ type: GendersResponseDto })
  async genders(): Promise<GendersResponseDto> {
    return { genders: await this.referenceData.list('GENDER') };
  }

  @Get('countries')
  @Header('Cache-Control', CACHE)
  @ApiOkResponse({ type: CountriesResponseDto, description: 'The fixed country list' })
  async countries(): Promise<CountriesResponseDto> {
    return { countries: await this.referenceData.list('COUNTRY') };
  }

  @Get('user-roles')
  @Header('Cache-Control', CACHE)
  @ApiOkResponse({ type: UserRolesResponseDto })
  userRoles(): UserRolesResponseDto {
    return { userRoles: USER_ROLES.map((role) => ({ ...role })) };
  }
}
