import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AgencyMembership } from './agency-membership.entity';
import { Agency } from './agency.entity';

/** The agencies module's figures for the back-office dashboard (the reporting module). */
@Injectable()
export class AgencyFiguresService {
  constructor(private readonly dataSource: DataSource) {}

  count(): Promise<number> {
    return this.dataSource.manager.count(Agency);
  }

  /** People who belong to an agency, users and candidates (the dashboard's external users). */
  async memberCount(): Promise<number> {
    const rows = await this.dataSource.manager
      .createQueryBuilder(AgencyMembership, 'membership')
      .select('DISTINCT membership.personId', 'personId')
      .getRawMany<{ personId: number }>();
    return new Set(rows.map((row) => Number(row.personId))).size;
  }
}
