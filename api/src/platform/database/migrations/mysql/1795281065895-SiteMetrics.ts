import { MigrationInterface, QueryRunner } from 'typeorm';

export class SiteMetrics1795281065895 implements MigrationInterface {
  name = 'SiteMetrics1795281065895';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`site_metric_daily\` (\`id\` int NOT NULL AUTO_INCREMENT, \`day\` date NOT NULL, \`kind\` varchar(16) NOT NULL, \`path\` varchar(200) NOT NULL, \`language\` varchar(2) NOT NULL, \`total\` int NOT NULL DEFAULT '0', UNIQUE INDEX \`uq_site_metric_daily\` (\`day\`, \`kind\`, \`path\`, \`language\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`uq_site_metric_daily\` ON \`site_metric_daily\``);
    await queryRunner.query(`DROP TABLE \`site_metric_daily\``);
  }
}
