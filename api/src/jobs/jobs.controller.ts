import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { JobAnswerWire, JobWire, OrganisationCalendarWire, OrganisationJobsWire } from '@medstaff/domain';
import { Permission } from '../access/access-permission';
import type { AccessCheckedRequest } from '../access/access.guard';
import type { JobAudience } from '../access/job-audience';
import { RequireAccess } from '../access/require-access.decorator';
import { AgencyJobResponseDto } from '../applications/dto/application-response.dto';
import { CurrentUser } from '../auth/auth.guards';
import type { AuthUser } from '../auth/auth.types';
import { ParseIdPipe } from '../common/parse-id.pipe';
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
import type { JobRequest } from './job-request.entity';
import { JobsService, type MyOrganisationsWire } from './jobs.service';

const JOB_SHAPE =
  "The spec's job shape (JobWire in domain/): _id, title, desc, organisation, orig_dept, dates, applicants, …";
/** The request the access guard checked (set by `@RequireAccess(…, { job })`). */
const checked = (request: AccessCheckedRequest): JobRequest => request.accessJob as JobRequest;
/** The audience the access guard decided with the request. */
const audienceOf = (request: AccessCheckedRequest): JobAudience => request.accessAudience as JobAudience;

/** Shift requests of the hospital side: post, read, edit, delete. */
@ApiTags('jobs')
@Controller('job')
export class JobsController {
  constructor(private readonly jobs: JobsService) {}

  @Post()
  @RequireAccess(Permission.JobCreate)
  @ApiCreatedResponse({ description: JOB_SHAPE, type: JobResponseDto })
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateJobDto): Promise<JobWire> {
    return this.jobs.create(user, dto);
  }

  @Get(':id')
  @RequireAccess(Permission.JobRead, { job: 'id' })
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
  read(@Param('id', ParseIdPipe) _id: number, @Req() request: AccessCheckedRequest): Promise<JobAnswerWire> {
    return this.jobs.read(checked(request), audienceOf(request));
  }

  @Put(':id')
  @RequireAccess(Permission.JobUpdate, { job: 'id' })
  @ApiOkResponse({ description: JOB_SHAPE, type: JobResponseDto })
  @ApiConflictResponse({ description: 'The request changed since it was read (STALE_VERSION)' })
  update(
    @Param('id', ParseIdPipe) _id: number,
    @CurrentUser() user: AuthUser,
    @Req() request: AccessCheckedRequest,
    @Body() dto: UpdateJobDto,
  ): Promise<JobWire> {
    return this.jobs.update(user, checked(request), dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @RequireAccess(Permission.JobDelete, { job: 'id' })
  @ApiNoContentResponse({ description: 'Deleted with its dates, pay lines and applications' })
  @ApiConflictResponse({ description: 'An applicant is selected or the shift is filled (CONFLICT)' })
  async remove(
    @Param('id', ParseIdPipe) _id: number,
    @CurrentUser() user: AuthUser,
    @Req() request: AccessCheckedRequest,
  ): Promise<void> {
    await this.jobs.remove(user, checked(request));
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
  mine(@CurrentUser() user: AuthUser): Promise<MyOrganisationsWire> {
    return this.jobs.mine(user);
  }
}
