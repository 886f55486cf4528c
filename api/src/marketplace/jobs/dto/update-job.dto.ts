import { ApiProperty } from '@nestjs/swagger';
import { MAX_ID } from '@medstaff/domain';
import { IsInt, Max, Min } from 'class-validator';
import { JobFieldsDto } from './create-job.dto';

/** `PUT /api/job/{id}`: any of the request's fields, with the version that was read. */
export class UpdateJobDto extends JobFieldsDto {
  @ApiProperty({ description: 'The version of the request the edit was made on', example: 1 })
  @IsInt({ message: 'job.versionRequired' })
  @Min(0, { message: 'job.versionRequired' })
  @Max(MAX_ID, { message: 'job.versionRequired' })
  version: number;
}
