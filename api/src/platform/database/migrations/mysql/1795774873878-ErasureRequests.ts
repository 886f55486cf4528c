import { MigrationInterface, QueryRunner } from 'typeorm';

export class ErasureRequests1795774873878 implements MigrationInterface {
  name = 'ErasureRequests1795774873878';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`erasure_request\` (\`id\` int NOT NULL AUTO_INCREMENT, \`person_id\` int NOT NULL, \`pending_person_id\` int NULL, \`state\` varchar(16) NOT NULL DEFAULT 'pending', \`message\` varchar(1000) NULL, \`decision_reason\` varchar(1000) NULL, \`decided_by_id\` int NULL, \`decided_at\` datetime NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`ix_erasure_request_person\` (\`person_id\`), UNIQUE INDEX \`uq_erasure_request_pending\` (\`pending_person_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`erasure_request\` ADD CONSTRAINT \`FK_04345b4ec6721aad6892c95d232\` FOREIGN KEY (\`person_id\`) REFERENCES \`person\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`erasure_request\` ADD CONSTRAINT \`FK_9d3d194b4f594ca0b340ac7a32f\` FOREIGN KEY (\`decided_by_id\`) REFERENCES \`person\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`erasure_request\` DROP FOREIGN KEY \`FK_9d3d194b4f594ca0b340ac7a32f\``);
    await queryRunner.query(`ALTER TABLE \`erasure_request\` DROP FOREIGN KEY \`FK_04345b4ec6721aad6892c95d232\``);
    await queryRunner.query(`DROP INDEX \`uq_erasure_request_pending\` ON \`erasure_request\``);
    await queryRunner.query(`DROP INDEX \`ix_erasure_request_person\` ON \`erasure_request\``);
    await queryRunner.query(`DROP TABLE \`erasure_request\``);
  }
}
