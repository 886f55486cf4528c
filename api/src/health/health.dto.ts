import { ApiProperty } from '@nestjs/swagger';

export class DatabaseHealthDto {
  @ApiProperty({ enum: ['up', 'down'] })
  status: 'up' | 'down';

  @ApiProperty({ enum: ['sqlite', 'mysql'] })
  dialect: 'sqlite' | 'mysql';

  @ApiProperty({ description: 'Round-trip time of a trivial query in milliseconds' })
  latencyMs: number;

  @ApiProperty({ description: 'Migrations of this dialect not yet applied' })
  pendingMigrations: number;
}

export class HealthDto {
  @ApiProperty({ enum: ['ok', 'error'] })
  status: 'ok' | 'error';

  @ApiProperty({ type: DatabaseHealthDto })
  database: DatabaseHealthDto;

  @ApiProperty()
  version: string;

  @ApiProperty()
  uptimeSeconds: number;
}
