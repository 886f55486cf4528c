import { Injectable } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { DataSource, In } from 'typeorm';
import { AgencyMembership } from '../agencies/agency-membership.entity';
import { Agency } from '../agencies/agency.entity';
import { DepartmentMembership } from '../departments/department-membership.entity';
import { JobRequest } from '../jobs/job-request.entity';
import { OrganisationMembership } from '../organisations/organisation-membership.entity';
import { Organisation } from '../organisations/organisation.entity';
import { SiteMetricsService } from '../site-metrics/site-metrics.service';

export class DashboardFigureDto {
  @ApiProperty({ nullable: true, description: 'null when there is no data source for the figure yet' })
  value: number | null;

  @ApiProperty({ nullable: true, description: 'Why the figure is missing, when it is' })
  unavailableReason: string | null;
}

export class DashboardFiguresDto {
  @ApiProperty({ type: DashboardFigureDto }) postedJobs: DashboardFigureDto;
  @ApiProperty({ type: DashboardFigureDto }) fulfilledJobs: DashboardFigureDto;
  @ApiProperty({ type: DashboardFigureDto }) visitors: DashboardFigureDto;
  @ApiProperty({ type: DashboardFigureDto }) totalEarnings: DashboardFigureDto;
  @ApiProperty({ type: DashboardFigureDto }) internalUsers: DashboardFigureDto;
  @ApiProperty({ type: DashboardFigureDto }) externalUsers: DashboardFigureDto;
  @ApiProperty({ type: DashboardFigureDto }) organisations: DashboardFigureDto;
  @ApiProperty({ type: DashboardFigureDto }) agencies: DashboardFigureDto;
}

const figure = (value: number): DashboardFigureDto => ({ value, unavailableReason: null });

/**
 * The back-office dashboard's eight figures from real data: internal users are people who
 * belong to an organisation or department, external users those who belong to an agency
 * (users and candidates); visitors are the public site's visits. Earnings have no data source
 * yet (invoicing is not part of the product so far).
 */
@Injectable()
export class StatisticsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly siteMetrics: SiteMetricsService,
  ) {}

  async dashboard(): Promise<DashboardFiguresDto> {
    const manager = this.dataSource.manager;
    const distinctPeople = async (
      target: typeof OrganisationMembership | typeof DepartmentMembership | typeof AgencyMembership,
    ) =>
      (
        await manager
          .createQueryBuilder(target, 'membership')
          .select('DISTINCT membership.personId', 'personId')
          .getRawMany<{ personId: number }>()
      ).map((row) => Number(row.personId));
    const [
      postedJobs,
      fulfilledJobs,
      organisations,
      agencies,
      site,
      organisationPeople,
      departmentPeople,
      agencyPeople,
    ] = await Promise.all([
      manager.count(JobRequest),
      manager.count(JobRequest, { where: { state: In(['internal_fill', 'external_fill']) } }),
      manager.count(Organisation),
      manager.count(Agency),
      this.siteMetrics.figures(),
      distinctPeople(OrganisationMembership),
      distinctPeople(DepartmentMembership),
      distinctPeople(AgencyMembership),
    ]);
    return {
      postedJobs: figure(postedJobs),
      fulfilledJobs: figure(fulfilledJobs),
      visitors: figure(site.visits),
      totalEarnings: { value: null, unavailableReason: 'statistics.noEarnings' },
      internalUsers: figure(new Set([...organisationPeople, ...departmentPeople]).size),
      externalUsers: figure(new Set(agencyPeople).size),
      organisations: figure(organisations),
      agencies: figure(agencies),
    };
  }
}
