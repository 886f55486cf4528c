import { MigrationInterface, QueryRunner } from 'typeorm';

export class PersonListIndexes1795470000000 implements MigrationInterface {
  name = 'PersonListIndexes1795470000000';

  // The admin persons list at a million rows (docs/decisions.md, "Admin lists at a million rows"):
  // every sort, alone and after the role filter, read from an index; the row id, which every index
  // entry carries, breaks ties. SQLite sorts names by lower(); MySQL/MariaDB by the column itself,
  // its collation ignoring case. ix_person_role is the prefix of ix_person_role_email.
  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX \`ix_person_last_name\` ON \`person\` (\`last_name\`)`);
    await queryRunner.query(`CREATE INDEX \`ix_person_first_name\` ON \`person\` (\`first_name\`)`);
    await queryRunner.query(`CREATE INDEX \`ix_person_contact\` ON \`person\` (\`contact\`)`);
    await queryRunner.query(`CREATE INDEX \`ix_person_created_at\` ON \`person\` (\`created_at\`)`);
    await queryRunner.query(`CREATE INDEX \`ix_person_role_email\` ON \`person\` (\`role\`, \`email\`)`);
    await queryRunner.query(`CREATE INDEX \`ix_person_role_last_name\` ON \`person\` (\`role\`, \`last_name\`)`);
    await queryRunner.query(`CREATE INDEX \`ix_person_role_first_name\` ON \`person\` (\`role\`, \`first_name\`)`);
    await queryRunner.query(`CREATE INDEX \`ix_person_role_contact\` ON \`person\` (\`role\`, \`contact\`)`);
    await queryRunner.query(`CREATE INDEX \`ix_person_role_created_at\` ON \`person\` (\`role\`, \`created_at\`)`);
    await queryRunner.query(`DROP INDEX \`ix_person_role\` ON \`person\``);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX \`ix_person_role\` ON \`person\` (\`role\`)`);
    await queryRunner.query(`DROP INDEX \`ix_person_role_created_at\` ON \`person\``);
    await queryRunner.query(`DROP INDEX \`ix_person_role_contact\` ON \`person\``);
    await queryRunner.query(`DROP INDEX \`ix_person_role_first_name\` ON \`person\``);
    await queryRunner.query(`DROP INDEX \`ix_person_role_last_name\` ON \`person\``);
    await queryRunner.query(`DROP INDEX \`ix_person_role_email\` ON \`person\``);
    await queryRunner.query(`DROP INDEX \`ix_person_created_at\` ON \`person\``);
    await queryRunner.query(`DROP INDEX \`ix_person_contact\` ON \`person\``);
    await queryRunner.query(`DROP INDEX \`ix_person_first_name\` ON \`person\``);
    await queryRunner.query(`DROP INDEX \`ix_person_last_name\` ON \`person\``);
  }
}
