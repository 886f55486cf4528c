import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AgencyPrivacyService } from '../agencies/agency-privacy.service';
import { MarketplacePrivacyService, type ExportFile } from '../marketplace/jobs/marketplace-privacy.service';
import { OrganisationPrivacyService } from '../organisations/organisation-privacy.service';
import { PersonPrivacyService } from '../people/person-privacy.service';
import { AuditPrivacyService } from '../platform/audit/audit-privacy.service';
import { notFound } from '../platform/common/domain-error';
import { ErasureRequest } from './erasure-request.entity';

export type { ExportFile } from '../marketplace/jobs/marketplace-privacy.service';

/** Everything stored about one person, as JSON documents, and their files. */
export interface PersonalData {
  personId: number;
  /** File name (in the archive) → its JSON value, in archive order. */
  json: [string, unknown][];
  files: ExportFile[];
}

const iso = (value: Date | null | undefined) => (value ? new Date(value).toISOString() : null);

/**
 * Collects the personal data of one person (GDPR Art. 15 and 20): the profile, memberships,
 * applications made with them as the candidate, their documents, shifts, erasure requests and the
 * audit entries about them. Never password or token hashes, never another person's data: an
 * agency user gets the applications they submitted as ids and states only (the candidates are
 * other people), audit entries of their own actions on others' records without the values. Each
 * module answers for its own tables (people, organisations, agencies, marketplace, the audit log);
 * this service puts the archive together.
 */
@Injectable()
export class PersonalDataService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly people: PersonPrivacyService,
    private readonly organisations: OrganisationPrivacyService,
    private readonly agencies: AgencyPrivacyService,
    private readonly marketplace: MarketplacePrivacyService,
    private readonly auditLog: AuditPrivacyService,
  ) {}

  async collect(personId: number): Promise<PersonalData> {
    const manager = this.dataSource.manager;
    const found = await this.people.profile(manager, personId);
    if (!found) throw notFound('The person');
    const { person, profile } = found;
    const market = await this.marketplace.personalData(manager, person);
    return {
      personId,
      json: [
        ['profile.json', profile],
        ['memberships.json', await this.memberships(manager, personId)],
        ['applications.json', market.json.applications],
        ['documents.json', market.json.documents],
        ['shifts.json', market.json.shifts],
        [
          'erasure-requests.json',
          (await manager.find(ErasureRequest, { where: { personId }, order: { id: 'ASC' } })).map((request) => ({
            id: request.id,
            state: request.state,
            message: request.message,
            decisionReason: request.decisionReason,
            decidedAt: iso(request.decidedAt),
            createdAt: iso(request.createdAt),
          })),
        ],
        ['candidate-invitations.json', market.candidateInvitations],
        ['audit.json', await this.auditLog.entriesOf(manager, personId)],
      ],
      files: market.files,
    };
  }

  private async memberships(manager: EntityManager, personId: number) {
    const [{ organisations, departments }, agencies] = await Promise.all([
      this.organisations.memberships(manager, personId),
      this.agencies.memberships(manager, personId),
    ]);
    return { organisations, departments, agencies };
  }
}
