import { ApiProperty } from '@nestjs/swagger';
import { ANY_JSON_VALUE } from '../../../platform/openapi/any-json-value';

/** The OpenAPI description of `GET /api/job/{id}/history` (JobHistoryEntryWire in domain/marketplace.ts). */
export class JobHistoryEntryResponseDto {
  @ApiProperty({ example: 42 }) _id: number;
  @ApiProperty({
    example: 'release',
    description: 'create, update, accept, decline, release, recall, select, apply, withdraw, docReplace or docRemove',
  })
  action: string;
  @ApiProperty({ example: 1795939200000, description: 'When (ms)' }) at: number;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Erika Mustermann',
    description: 'The actor’s name (their email without one); null for the platform (the release sweeper)',
  })
  actor: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'state' }) field: string | null;
  @ApiProperty({ ...ANY_JSON_VALUE, description: 'The previous value (any JSON)', example: 'internal_adv' })
  oldValue: unknown;
  @ApiProperty({ ...ANY_JSON_VALUE, description: 'The new value (any JSON)', example: 'external_adv' })
  newValue: unknown;
}

export class JobHistoryResponseDto {
  @ApiProperty({ type: [JobHistoryEntryResponseDto], description: 'Newest first, at most 500' })
  entries: JobHistoryEntryResponseDto[];
}
