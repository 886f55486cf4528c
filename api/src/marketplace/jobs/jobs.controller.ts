import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { JobAnswerWire, JobWire, OrganisationCalendarWire, OrganisationJobsWire } from '@medstaff/domain';
import { Permission } from '../../platform/authentication/access-permission';
import { RequireAccess } from '../../platform/authentication/require-access.decorator';
import { AgencyJobResponseDto } from '../applications/dto/application-response.dto';
import { CurrentUser } from '../../platform/authentication/auth.guards';
import type { AuthUser } from '../../platform/authentication/auth.types';
import { ParseIdPipe } from '../../platform/common/parse-id.pipe';
import { CreateJobDto } from './dto/create-job.dto';
import {
  JobResponseDto,
  MyOrganisationsResponseDto,
  OrganisationJobsResponseDto,
  PoolJobResponseDto,
} from './dto/job-response.dto';
import { OrganisationCalendarQueryDto, OrganisationCalendarResponseDto } from './dto/organisation-calendar-query.dto';
import { OrganisationJobsQueryDto } from './dto/organisation-jobs-query.dto';
import { JobCalendarService } from './job-calendar.service';
import { UpdateJobDto } from './dto/update-job.dto';
import { JobsService, type MyOrganisationsWire } from './jobs.service';

const JOB_SHAPE =
  "The spec's job shape (JobWire in domain/): _id, title, desc, organisation, orig_dept, dates, applicants, …";

/** Shift requests of the hospital side: post, read, edit, delete. */
@ApiTags('jobs')
@Controller('job')
export class JobsController {
  constructor(private readonly jobs: JobsService) {}

  @Post()
  @RequireAccess(Permission.JobCreate)
  @ApiCreatedResponse({ description: JOB_SHAPE, type: JobResponseDto })
  @ApiOperation({ summary: 'Post a shift request' })
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateJobDto): Promise<JobWire> {
    return this.jobs.create(user, dto);
  }

  @Get(':id')
  @RequireAccess(Permission.JobRead)
  @ApiExtraModels(JobResponseDto, AgencyJobResponseDto, PoolJobResponseDto)
  @ApiOkResponse({
    description:
      'The request as the caller sees it: its hospital and the operators the whole JobWire, an agency ' +
      'AgencyJobWire (only its own applications as applicants), a pool member PoolJobWire (no applicants)',
    schema: {
      oneOf: [
        { $ref: getSchemaPath(JobResponseDto) },
        { $ref: getSchemaPath(AgencyJobResponseDto) },
        { $ref: getSchemaPath(PoolJobResponseDto) },
      ],
    },
  })
  @ApiOperation({ summary: 'A shift request, as the caller may see it' })
  read(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<JobAnswerWire> {
    return this.jobs.read(user, id);
  }

  @Put(':id')
  @RequireAccess(Permission.JobUpdate)
  @ApiOkResponse({ description: JOB_SHAPE, type: JobResponseDto })
  @ApiConflictResponse({ description: 'The request changed since it was read (STALE_VERSION)' })
  @ApiOperation({ summary: 'Change a shift request' })
  update(
    @Param('id', ParseIdPipe) id: number,
    @CurrentUser() user: AuthUser,
    @Body() dto: UpdateJobDto,
  ): Promise<JobWire> {
    return this.jobs.update(user, id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @RequireAccess(Permission.JobDelete)
  @ApiNoContentResponse({ description: 'Deleted with its dates, pay lines and applications' })
  @ApiConflictResponse({ description: 'An applicant is selected or the shift is filled (CONFLICT)' })
  @ApiOperation({ summary: 'Delete a shift request' })
  async remove(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<void> {
    await this.jobs.remove(user, id);
  }
}

/** The organisation side's lists: its grouped requests and the member's organisations. */
@ApiTags('jobs')
@Controller('organisations')
export class OrganisationJobsController {
  constructor(
    private readonly jobs: JobsService,
    private readonly calendarData: JobCalendarService,
  ) {}

  @Get('jobs')
  @RequireAccess(Permission.OrganisationJobsRead)
  @ApiOkResponse({ type: OrganisationJobsResponseDto })
  @ApiOperation({ summary: "The organisation's shift requests, grouped" })
  organisationJobs(
    @CurrentUser() user: AuthUser,
    @Query() query: OrganisationJobsQueryDto,
  ): Promise<OrganisationJobsWire> {
    return this.jobs.organisationJobs(user, query);
  }

  @Get('calendar')
  @RequireAccess(Permission.OrganisationJobsRead)
  @ApiOkResponse({
    description: 'The shift calendar of a range: the dates touching it, with their request and its table',
    type: OrganisationCalendarResponseDto,
  })
  @ApiOperation({ summary: 'The shift calendar of a date range' })
  calendar(
    @CurrentUser() user: AuthUser,
    @Query() query: OrganisationCalendarQueryDto,
  ): Promise<OrganisationCalendarWire> {
    return this.calendarData.calendar(user, query);
  }

  @Get('mine')
  @RequireAccess(Permission.OrganisationJobsRead)
  @ApiOkResponse({
    description: 'The member’s organisations and departments, confirmed or not',
    type: MyOrganisationsResponseDto,
  })
  @ApiOperation({ summary: "The member's organisations and departments" })
  mine(@CurrentUser() user: AuthUser): Promise<MyOrganisationsWire> {
    return this.jobs.mine(user);
  }
}
