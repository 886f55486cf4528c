import { MigrationInterface, QueryRunner } from 'typeorm';

export class AssignmentChanges1795847330935 implements MigrationInterface {
  name = 'AssignmentChanges1795847330935';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`assignment_change\` (\`id\` int NOT NULL AUTO_INCREMENT, \`assignment_id\` int NOT NULL, \`state\` varchar(10) NOT NULL, \`base_shifts_version\` int NOT NULL, \`result_shifts_version\` int NULL, \`shifts\` text NOT NULL, \`note\` varchar(500) NULL, \`proposed_by_id\` int NULL, \`proposed_by\` varchar(320) NOT NULL, \`proposed_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`decided_by_id\` int NULL, \`decided_by\` varchar(320) NULL, \`decided_as\` varchar(10) NULL, \`decided_at\` datetime NULL, \`decided_ip\` varchar(45) NULL, \`amendment_id\` int NULL, \`version\` int NOT NULL, INDEX \`ix_assignment_change_assignment\` (\`assignment_id\`, \`state\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`organisation\` ADD \`cancellation_free_hours\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`organisation\` ADD \`cancellation_late_share_percent\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`assignment\` ADD \`cancelled_by\` varchar(10) NULL`);
    await queryRunner.query(`ALTER TABLE \`assignment\` ADD \`cancellation_hours\` decimal(8,2) NULL`);
    await queryRunner.query(`ALTER TABLE \`assignment\` ADD \`cancellation_share_percent\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`assignment\` ADD \`cancellation_hourly_rate\` decimal(10,2) NULL`);
    await queryRunner.query(`ALTER TABLE \`assignment\` ADD \`cancellation_amount\` decimal(12,2) NULL`);
    await queryRunner.query(`ALTER TABLE \`assignment\` ADD \`cancellation_free_hours\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`assignment_change\` ADD CONSTRAINT \`FK_bd2cf4b9bb54a0163a3b8574a7f\` FOREIGN KEY (\`assignment_id\`) REFERENCES \`assignment\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`assignment_change\` ADD CONSTRAINT \`FK_ebe84835e3656c1200b061ed839\` FOREIGN KEY (\`proposed_by_id\`) REFERENCES \`person\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`assignment_change\` ADD CONSTRAINT \`FK_fcff44c2ec84e731b5e0fccb49e\` FOREIGN KEY (\`decided_by_id\`) REFERENCES \`person\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`assignment_change\` ADD CONSTRAINT \`FK_317a8c08a39a1e67543e9930ccb\` FOREIGN KEY (\`amendment_id\`) REFERENCES \`assignment_contract\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`assignment_change\` DROP FOREIGN KEY \`FK_317a8c08a39a1e67543e9930ccb\``);
    await queryRunner.query(`ALTER TABLE \`assignment_change\` DROP FOREIGN KEY \`FK_fcff44c2ec84e731b5e0fccb49e\``);
    await queryRunner.query(`ALTER TABLE \`assignment_change\` DROP FOREIGN KEY \`FK_ebe84835e3656c1200b061ed839\``);
    await queryRunner.query(`ALTER TABLE \`assignment_change\` DROP FOREIGN KEY \`FK_bd2cf4b9bb54a0163a3b8574a7f\``);
    await queryRunner.query(`ALTER TABLE \`assignment\` DROP COLUMN \`cancellation_free_hours\``);
    await queryRunner.query(`ALTER TABLE \`assignment\` DROP COLUMN \`cancellation_amount\``);
    await queryRunner.query(`ALTER TABLE \`assignment\` DROP COLUMN \`cancellation_hourly_rate\``);
    await queryRunner.query(`ALTER TABLE \`assignment\` DROP COLUMN \`cancellation_share_percent\``);
    await queryRunner.query(`ALTER TABLE \`assignment\` DROP COLUMN \`cancellation_hours\``);
    await queryRunner.query(`ALTER TABLE \`assignment\` DROP COLUMN \`cancelled_by\``);
    await queryRunner.query(`ALTER TABLE \`organisation\` DROP COLUMN \`cancellation_late_share_percent\``);
    await queryRunner.query(`ALTER TABLE \`organisation\` DROP COLUMN \`cancellation_free_hours\``);
    await queryRunner.query(`DROP INDEX \`ix_assignment_change_assignment\` ON \`assignment_change\``);
    await queryRunner.query(`DROP TABLE \`assignment_change\``);
  }
}
