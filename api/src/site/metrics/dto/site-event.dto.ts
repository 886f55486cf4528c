import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { MaxChars } from '../../../platform/common/validation';

export class SiteEventDto {
  @ApiProperty({ enum: ['search', 'submit'], description: 'What happened in the enquiry form' })
  @IsIn(['search', 'submit'])
  type: 'search' | 'submit';

  @ApiPropertyOptional({ example: '/de', description: 'The page it happened on' })
  @IsOptional()
  @IsString()
  @MaxChars(200)
  @Matches(/^\//, { message: 'path must start with /' })
  path?: string;

  @ApiPropertyOptional({ enum: ['de', 'en'] })
  @IsOptional()
  @IsIn(['de', 'en'])
  language?: 'de' | 'en';
}

export class SiteFiguresDto {
  @ApiProperty({ description: 'Pages of the public site served to people (not bots)' })
  pageViews: number;

  @ApiProperty({ description: 'Page views that did not come from another page of the site' })
  visits: number;

  @ApiProperty({ description: 'Searches in the enquiry form' })
  searches: number;

  @ApiProperty({ description: 'Enquiries sent' })
  submits: number;

  @ApiProperty({ type: 'string', nullable: true, description: 'First day with figures (YYYY-MM-DD)' })
  since: string | null;
}
