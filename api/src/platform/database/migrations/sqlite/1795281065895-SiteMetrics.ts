import { MigrationInterface, QueryRunner } from 'typeorm';

export class SiteMetrics1795281065895 implements MigrationInterface {
  name = 'SiteMetrics1795281065895';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "site_metric_daily" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "day" date NOT NULL, "kind" varchar(16) NOT NULL, "path" varchar(200) NOT NULL, "language" varchar(2) NOT NULL, "total" integer NOT NULL DEFAULT (0))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_site_metric_daily" ON "site_metric_daily" ("day", "kind", "path", "language") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "uq_site_metric_daily"`);
    await queryRunner.query(`DROP TABLE "site_metric_daily"`);
  }
}
