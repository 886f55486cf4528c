import { ApiProperty } from '@nestjs/swagger';
import { ANY_JSON_VALUE } from '../openapi/any-json-value';
import { AUDIT_ACTIONS, type AuditAction } from './audit-entry.entity';

/** One line of a record's change history, as the back office's `…/{id}/history` answers it. */
export class AuditEntryDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Who made the change; null for the system' })
  actorId: number | null;

  @ApiProperty({ type: 'string', nullable: true })
  actorEmail: string | null;

  @ApiProperty({ example: 'agencies' })
  resource: string;

  @ApiProperty()
  recordId: number;

  @ApiProperty({ enum: AUDIT_ACTIONS })
  action: AuditAction;

  @ApiProperty({ type: 'string', nullable: true, description: 'The changed field; null for create and delete' })
  field: string | null;

  @ApiProperty({ ...ANY_JSON_VALUE, description: 'The value before the change' })
  oldValue: unknown;

  @ApiProperty({ ...ANY_JSON_VALUE, description: 'The value after the change' })
  newValue: unknown;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}
