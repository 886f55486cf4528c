import { Module } from '@nestjs/common';
import { JobDatesWriter } from './job-dates.writer';

/**
 * The writer of a request's dates, on its own so that the assignments (which the jobs module
 * imports) can move a request's dates after an agreed change without a cycle of modules.
 */
@Module({ providers: [JobDatesWriter], exports: [JobDatesWriter] })
export class JobDatesModule {}
