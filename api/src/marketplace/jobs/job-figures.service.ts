import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { JobRequest } from './job-request.entity';

/** The marketplace's figures for the back-office dashboard (the reporting module). */
@Injectable()
export class JobFiguresService {
  constructor(private readonly dataSource: DataSource) {}

  /** Every request ever posted. */
  posted(): Promise<number> {
    return this.dataSource.manager.count(JobRequest);
  }

  /** Requests filled, by the organisation's own staff or an agency. */
  fulfilled(): Promise<number> {
    return this.dataSource.manager.count(JobRequest, { where: { state: In(['internal_fill', 'external_fill']) } });
  }
}
