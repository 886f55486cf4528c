import { Injectable, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { takeOverResponse } from '../platform/http/raw-response';
import { DataSource } from 'typeorm';
import { AuditService } from '../platform/audit/audit.service';
import type { AuthUser } from '../platform/authentication/auth.types';
import { FileStorage } from '../platform/storage/file-storage';
import { streamPersonalData } from './personal-data-archive';
import { PersonalDataService } from './personal-data.service';

/** Sends a person's data as a ZIP; an export an administrator makes for someone is audited first. */
@Injectable()
export class PersonalDataExportService {
  private readonly logger = new Logger(PersonalDataExportService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly personalData: PersonalDataService,
    private readonly audit: AuditService,
    private readonly storage: FileStorage,
  ) {}

  /** Collects (404 for an unknown person) before the first byte, so refusals keep their status and code. */
  async send(personId: number, reply: FastifyReply, administrator?: AuthUser): Promise<void> {
    const data = await this.personalData.collect(personId);
    if (administrator && administrator.id !== personId) {
      await this.dataSource.transaction((manager) =>
        this.audit.record(manager, administrator.id, 'persons', personId, 'export'),
      );
    }
    await streamPersonalData(takeOverResponse(reply), data, this.storage, this.logger);
  }
}
