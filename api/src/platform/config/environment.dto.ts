import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsInt, IsOptional, IsString, Matches, Max, Min, MinLength } from 'class-validator';

const toInt = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value));
const toBool = ({ value }: { value: unknown }) =>
  value === undefined || value === ''
    ? undefined
    : ['1', 'true', 'yes', 'on'].includes(String(value).toLowerCase())
      ? true
      : ['0', 'false', 'no', 'off'].includes(String(value).toLowerCase())
        ? false
        : value;

/**
 * The environment variables the server reads. Every one is optional except JWT_SECRET in
 * production. Validators run bottom-up and stop at the first failure, so the most basic check
 * (the type) sits closest to the property.
 */
export class EnvironmentDto {
  @IsOptional()
  @IsIn(['development', 'production', 'test'])
  NODE_ENV?: 'development' | 'production' | 'test';

  @IsOptional()
  @Transform(toInt)
  @Min(0)
  @Max(65535)
  @IsInt({ message: 'PORT must be a whole number' })
  PORT?: number;

  @IsOptional()
  @IsString()
  HOST?: string;

  @IsOptional()
  @Matches(/^(mysql|mariadb):\/\/[^\s]+$|^sqlite:.+$/, {
    message: 'DATABASE_URL must look like mysql://user:password@host:3306/database or sqlite:path/to/file.sqlite',
  })
  DATABASE_URL?: string;

  @IsOptional()
  @IsString()
  DATA_DIR?: string;

  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters long' })
  JWT_SECRET?: string;

  @IsOptional()
  @Transform(toInt)
  @Min(60)
  @Max(60 * 60 * 24 * 30)
  @IsInt({ message: 'JWT_TTL_SECONDS must be a whole number of seconds' })
  JWT_TTL_SECONDS?: number;

  @IsOptional()
  @Transform(toInt)
  @Min(100)
  @Max(10 * 60 * 1000)
  @IsInt({ message: 'LIST_QUERY_TIMEOUT_MS must be a whole number of milliseconds' })
  LIST_QUERY_TIMEOUT_MS?: number;

  /**
   * The persons search's n-gram index on MySQL/MariaDB (Mroonga on MariaDB, InnoDB's `ngram`
   * parser on MySQL) where the server has one (default true); false: the covering index.
   */
  @IsOptional()
  @Transform(toBool)
  @IsBoolean({ message: 'PERSON_SEARCH_NGRAM must be true or false' })
  PERSON_SEARCH_NGRAM?: boolean;

  @IsOptional()
  @Matches(/^smtps?:\/\/[^\s]+$/, { message: 'SMTP_URL must look like smtp://user:password@host:587 or smtps://…' })
  SMTP_URL?: string;

  @IsOptional()
  @IsString()
  MAIL_FROM?: string;

  @IsOptional()
  @IsEmail({}, { message: 'ENQUIRY_MAIL_TO must be an email address' })
  ENQUIRY_MAIL_TO?: string;

  @IsOptional()
  @Matches(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/, {
    message: 'PUBLIC_URL must be an http(s) URL such as https://staffing.example.com',
  })
  PUBLIC_URL?: string;

  @IsOptional()
  @IsString()
  UPLOAD_DIR?: string;

  @IsOptional()
  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL?: string;

  @IsOptional()
  @Transform(toBool)
  @IsBoolean({ message: 'SEED_DEMO_DATA must be true or false' })
  SEED_DEMO_DATA?: boolean;

  /** The e2e journeys' hooks (`/api/test-hooks/*`, e.g. running the release sweeper hours ahead); never in production. */
  @IsOptional()
  @Transform(toBool)
  @IsBoolean({ message: 'TEST_HOOKS must be true or false' })
  TEST_HOOKS?: boolean;

  /** Serve `/api/docs` to everyone in production (otherwise administrators only). */
  @IsOptional()
  @Transform(toBool)
  @IsBoolean({ message: 'API_DOCS_PUBLIC must be true or false' })
  API_DOCS_PUBLIC?: boolean;

  @IsOptional()
  @Transform(toBool)
  @IsBoolean({ message: 'TRUST_PROXY must be true or false' })
  TRUST_PROXY?: boolean;

  @IsOptional()
  @IsString()
  WEB_ROOT?: string;

  @IsOptional()
  @Matches(/^rediss?:\/\/[^\s]+$/, {
    message: 'REDIS_URL must look like redis://[:password@]host:6379[/db] or rediss://… (TLS)',
  })
  REDIS_URL?: string;

  @IsOptional()
  @Matches(/^[A-Za-z0-9:_-]{1,64}$/, {
    message: 'REDIS_KEY_PREFIX must be 1 to 64 letters, digits, colons, underscores or dashes',
  })
  REDIS_KEY_PREFIX?: string;

  /** An S3-compatible object store for logos, pictures and documents; UPLOAD_DIR on disk without it. */
  @IsOptional()
  @Matches(/^s3:\/\/([^\s:@/]+:[^\s@/]+@)?[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\?[^\s]*)?$/, {
    message:
      'STORAGE_URL must look like s3://bucket?endpoint=https://s3.example.com&region=eu-central-1 (credentials as s3://key:secret@bucket?… or AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY)',
  })
  STORAGE_URL?: string;

  /** Server processes on PORT (Node's cluster module); 1 runs the server in this process. */
  @IsOptional()
  @Transform(toInt)
  @Min(1, { message: 'WEB_CONCURRENCY must be at least 1' })
  @Max(64, { message: 'WEB_CONCURRENCY must be at most 64' })
  @IsInt({ message: 'WEB_CONCURRENCY must be a whole number of processes' })
  WEB_CONCURRENCY?: number;

  /**
   * How long a sign-in waits for its turn to check a password before 503 SERVER_BUSY (argon2id
   * runs one hash per spare core; a loaded machine hashes slower).
   */
  @IsOptional()
  @Transform(toInt)
  @Min(100)
  @Max(5 * 60 * 1000)
  @IsInt({ message: 'PASSWORD_HASH_WAIT_MS must be a whole number of milliseconds' })
  PASSWORD_HASH_WAIT_MS?: number;

  /** How long a stopping server lets its requests in flight finish before it cuts their connections. */
  @IsOptional()
  @Transform(toInt)
  @Min(0)
  @Max(10 * 60 * 1000)
  @IsInt({ message: 'SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds' })
  SHUTDOWN_TIMEOUT_MS?: number;

  /**
   * How old a stored file without a record must be before the orphan sweeper removes it: longer
   * than any upload takes from storing its files to committing its record.
   */
  @IsOptional()
  @Transform(toInt)
  @Min(1)
  @Max(30 * 24 * 60 * 60)
  @IsInt({ message: 'STORED_FILE_GRACE_SECONDS must be a whole number of seconds' })
  STORED_FILE_GRACE_SECONDS?: number;

  /** Seconds between sweeps for stored files without a record; 0 turns the sweeper off. */
  @IsOptional()
  @Transform(toInt)
  @Min(0)
  @Max(7 * 24 * 60 * 60)
  @IsInt({ message: 'STORED_FILE_SWEEP_SECONDS must be a whole number of seconds (0: off)' })
  STORED_FILE_SWEEP_SECONDS?: number;

  /**
   * How many months after a request's last shift the documents of its candidates who were not
   * chosen are deleted (GDPR storage limitation; the retention sweeper).
   */
  @IsOptional()
  @Transform(toInt)
  @Min(1, { message: 'DOCUMENT_RETENTION_MONTHS must be at least 1' })
  @Max(120, { message: 'DOCUMENT_RETENTION_MONTHS must be at most 120 (ten years)' })
  @IsInt({ message: 'DOCUMENT_RETENTION_MONTHS must be a whole number of months' })
  DOCUMENT_RETENTION_MONTHS?: number;

  /** The bearer token `GET /api/metrics` asks for; without it the metrics are not served. */
  @IsOptional()
  @Matches(/^[\x21-\x7e]{24,200}$/, {
    message: 'METRICS_TOKEN must be 24 to 200 visible ASCII characters (e.g. `openssl rand -hex 24`)',
  })
  METRICS_TOKEN?: string;
}
