import { MigrationInterface, QueryRunner } from 'typeorm';
import { canonicalisePersonEmails } from '../canonical-person-emails';

export class CanonicalPersonEmails1795510000000 implements MigrationInterface {
  name = 'CanonicalPersonEmails1795510000000';

  // Emails compare in binary: with utf8mb4_unicode_ci, `ägency@…` was `agency@…` (sign-in,
  // reset mails and the unique index). Every other column keeps the database's case-insensitive
  // collation, which the admin lists' sorts rely on; the persons search lower-cases its term, so
  // it still finds emails without regard to case (docs/decisions.md, "Emails in one canonical form").
  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE `person` MODIFY `email` varchar(254) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL',
    );
    await canonicalisePersonEmails(
      queryRunner,
      "SELECT id, email FROM `person` WHERE CAST(`email` AS BINARY) REGEXP '[^a-z0-9@._+-]'",
    );
  }

  // The emails stay canonical (that form was valid before too). Fails if two addresses now differ
  // only in case or accents, which the old collation cannot hold apart.
  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE `person` MODIFY `email` varchar(254) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL',
    );
  }
}
