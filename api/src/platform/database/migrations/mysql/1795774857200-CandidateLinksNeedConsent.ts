import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrateCandidateLinks } from '../candidate-consent-data';

/** Existing candidate links without the person's consent become invitations (see migrateCandidateLinks). */
export class CandidateLinksNeedConsent1795774857200 implements MigrationInterface {
  name = 'CandidateLinksNeedConsent1795774857200';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await migrateCandidateLinks(queryRunner);
  }

  /** Links removed for want of consent are not put back; the invitations go with their table's own down. */
  public async down(): Promise<void> {}
}
