import { Module } from '@nestjs/common';
import { JobFiguresService } from './job-figures.service';

/** The marketplace's dashboard figures, for the reporting module; imports nothing. */
@Module({ providers: [JobFiguresService], exports: [JobFiguresService] })
export class JobFiguresModule {}
