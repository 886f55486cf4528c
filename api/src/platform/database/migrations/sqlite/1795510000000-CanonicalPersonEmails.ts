import { MigrationInterface, QueryRunner } from 'typeorm';
import { canonicalisePersonEmails } from '../canonical-person-emails';

export class CanonicalPersonEmails1795510000000 implements MigrationInterface {
  name = 'CanonicalPersonEmails1795510000000';

  // SQLite compares text in binary already; only the stored emails are brought into canonical form
  // (docs/decisions.md, "Emails in one canonical form"). GLOB is case-sensitive.
  public async up(queryRunner: QueryRunner): Promise<void> {
    await canonicalisePersonEmails(queryRunner, "SELECT id, email FROM person WHERE email GLOB '*[^a-z0-9@._+-]*'");
  }

  // Nothing to undo: the canonical form was valid before.
  public async down(): Promise<void> {}
}
