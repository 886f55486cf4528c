import { Injectable } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { AgencyFiguresService } from '../../agencies/agency-figures.service';
import { JobFiguresService } from '../../marketplace/jobs/job-figures.service';
import { OrganisationFiguresService } from '../../organisations/organisation-figures.service';
import { SiteMetricsService } from '../../site/metrics/site-metrics.service';

export class DashboardFigureDto {
  @ApiProperty({ type: 'number', nullable: true, description: 'null when there is no data source for the figure yet' })
  value: number | null;

  @ApiProperty({ type: 'string', nullable: true, description: 'Why the figure is missing, when it is' })
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
    private readonly jobs: JobFiguresService,
    private readonly organisations: OrganisationFiguresService,
    private readonly agencies: AgencyFiguresService,
    private readonly siteMetrics: SiteMetricsService,
  ) {}

  async dashboard(): Promise<DashboardFiguresDto> {
    const [postedJobs, fulfilledJobs, organisations, agencies, site, internalUsers, externalUsers] = await Promise.all([
      this.jobs.posted(),
      this.jobs.fulfilled(),
      this.organisations.count(),
      this.agencies.count(),
      this.siteMetrics.figures(),
      this.organisations.memberCount(),
      this.agencies.memberCount(),
    ]);
    return {
      postedJobs: figure(postedJobs),
      fulfilledJobs: figure(fulfilledJobs),
      visitors: figure(site.visits),
      totalEarnings: { value: null, unavailableReason: 'statistics.noEarnings' },
      internalUsers: figure(internalUsers),
      externalUsers: figure(externalUsers),
      organisations: figure(organisations),
      agencies: figure(agencies),
    };
  }
}
