import { ApiProperty } from '@nestjs/swagger';
import type { PersonSearchKind } from '../../people/person-search-index';

/** Liveness: the process answers. Nothing else is checked (see ReadinessDto). */
export class HealthDto {
  @ApiProperty({ enum: ['ok'] })
  status: 'ok';

  @ApiProperty()
  version: string;

  @ApiProperty()
  uptimeSeconds: number;
}

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

export class DependencyHealthDto {
  @ApiProperty({ enum: ['up', 'down', 'not-configured'], description: 'What failed is logged, not answered' })
  status: 'up' | 'down' | 'not-configured';
}

export class StorageHealthDto extends DependencyHealthDto {
  @ApiProperty({ enum: ['local', 's3'] })
  kind: 'local' | 's3';
}

export class SignInHealthDto {
  @ApiProperty({
    enum: ['up', 'down', 'busy'],
    description: 'The account lookup, the password check and token signing; busy: every hashing slot is taken',
  })
  status: 'up' | 'down' | 'busy';
}

export class SearchHealthDto {
  @ApiProperty({
    enum: ['trigram', 'mroonga', 'ngram', 'covering-index'],
    description:
      'How the admin persons search runs: SQLite trigram index, MariaDB Mroonga n-gram index, MySQL ngram full-text index, or the covering index (no n-gram index)',
  })
  persons: PersonSearchKind;
}

export class ReadinessChecksDto {
  @ApiProperty({ type: DatabaseHealthDto })
  database: DatabaseHealthDto;

  @ApiProperty({ type: DependencyHealthDto, description: 'Redis (REDIS_URL), when configured' })
  redis: DependencyHealthDto;

  @ApiProperty({ type: StorageHealthDto })
  storage: StorageHealthDto;

  @ApiProperty({ type: SignInHealthDto })
  signIn: SignInHealthDto;

  @ApiProperty({ type: SearchHealthDto, description: 'Informative: never makes the process not ready' })
  search: SearchHealthDto;
}

/** Readiness: whether this process should get traffic. */
export class ReadinessDto {
  @ApiProperty({ enum: ['ready', 'not-ready', 'stopping'] })
  status: 'ready' | 'not-ready' | 'stopping';

  @ApiProperty({ type: ReadinessChecksDto })
  checks: ReadinessChecksDto;

  @ApiProperty()
  version: string;
}
