import { MigrationInterface, QueryRunner } from 'typeorm';

export class SweeperLease1795776421659 implements MigrationInterface {
  name = 'SweeperLease1795776421659';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "sweeper_lease" ("name" varchar(64) PRIMARY KEY NOT NULL, "holder" varchar(64), "expires_at" datetime)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "sweeper_lease"`);
  }
}
