import { MigrationInterface, QueryRunner } from 'typeorm';

export class SweeperLease1795776421659 implements MigrationInterface {
  name = 'SweeperLease1795776421659';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`sweeper_lease\` (\`name\` varchar(64) NOT NULL, \`holder\` varchar(64) NULL, \`expires_at\` datetime NULL, PRIMARY KEY (\`name\`)) ENGINE=InnoDB`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`sweeper_lease\``);
  }
}
