import { MigrationInterface, QueryRunner } from 'typeorm';

export class Assignments1795835339249 implements MigrationInterface {
  name = 'Assignments1795835339249';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`assignment\` (\`id\` int NOT NULL AUTO_INCREMENT, \`job_request_id\` int NULL, \`application_id\` int NULL, \`source\` varchar(10) NOT NULL, \`person_id\` int NULL, \`worker_name\` varchar(200) NOT NULL, \`agency_id\` int NULL, \`organisation_id\` int NOT NULL, \`department_id\` int NULL, \`title\` varchar(200) NOT NULL, \`position_code\` varchar(64) NULL, \`field_code\` varchar(64) NULL, \`state\` varchar(16) NOT NULL, \`rates\` text NOT NULL, \`rates_shared\` tinyint NOT NULL DEFAULT 0, \`equal_pay_notice\` tinyint NOT NULL DEFAULT 0, \`shifts_version\` int NOT NULL DEFAULT '1', \`first_shift_at\` datetime NOT NULL, \`last_shift_end_at\` datetime NOT NULL, \`confirmed_at\` datetime NULL, \`cancelled_at\` datetime NULL, \`cancel_reason\` text NULL, \`cancel_notice_hours\` int NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`version\` int NOT NULL, INDEX \`ix_assignment_job_request\` (\`job_request_id\`), UNIQUE INDEX \`uq_assignment_application\` (\`application_id\`), INDEX \`ix_assignment_department_first\` (\`department_id\`, \`first_shift_at\`, \`id\`), INDEX \`ix_assignment_person_organisation\` (\`person_id\`, \`organisation_id\`, \`first_shift_at\`), INDEX \`ix_assignment_agency_first\` (\`agency_id\`, \`first_shift_at\`, \`id\`), INDEX \`ix_assignment_organisation_first\` (\`organisation_id\`, \`first_shift_at\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`assignment_contract\` (\`id\` int NOT NULL AUTO_INCREMENT, \`assignment_id\` int NOT NULL, \`kind\` varchar(12) NOT NULL, \`number\` varchar(40) NOT NULL, \`storage_key\` varchar(255) NOT NULL, \`sha256\` varchar(64) NOT NULL, \`byte_size\` int NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`uq_assignment_contract_number\` (\`number\`), INDEX \`ix_assignment_contract_assignment\` (\`assignment_id\`, \`kind\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`assignment_acceptance\` (\`id\` int NOT NULL AUTO_INCREMENT, \`assignment_id\` int NOT NULL, \`contract_id\` int NOT NULL, \`side\` varchar(10) NOT NULL, \`person_id\` int NULL, \`accepted_by\` varchar(320) NOT NULL, \`accepted_at\` datetime NOT NULL, \`ip_address\` varchar(45) NOT NULL, \`sha256\` varchar(64) NOT NULL, UNIQUE INDEX \`uq_assignment_acceptance_side\` (\`assignment_id\`, \`side\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`assignment_shift\` (\`id\` int NOT NULL AUTO_INCREMENT, \`assignment_id\` int NOT NULL, \`shifts_version\` int NOT NULL, \`start_at\` datetime NOT NULL, \`end_at\` datetime NOT NULL, \`activities\` text NOT NULL, INDEX \`ix_assignment_shift_version\` (\`assignment_id\`, \`shifts_version\`, \`start_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(`ALTER TABLE \`agency\` ADD \`permit_authority\` varchar(200) NULL`);
    await queryRunner.query(`ALTER TABLE \`agency\` ADD \`permit_issued_on\` varchar(10) NULL`);
    await queryRunner.query(`ALTER TABLE \`organisation\` ADD \`working_conditions\` text NULL`);
    await queryRunner.query(`ALTER TABLE \`organisation\` ADD \`cancellation_terms\` text NULL`);
    await queryRunner.query(
      `ALTER TABLE \`assignment\` ADD CONSTRAINT \`FK_80433280aba99d9fe572e50294d\` FOREIGN KEY (\`job_request_id\`) REFERENCES \`job_request\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`assignment\` ADD CONSTRAINT \`FK_aaa6a67b090fae971444b0ca699\` FOREIGN KEY (\`application_id\`) REFERENCES \`application\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`assignment\` ADD CONSTRAINT \`FK_3f040ebb017f5859ce1d5219016\` FOREIGN KEY (\`person_id\`) REFERENCES \`person\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`assignment\` ADD CONSTRAINT \`FK_af71e725396f498c2f9a4de8537\` FOREIGN KEY (\`agency_id\`) REFERENCES \`agency\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`assignment\` ADD CONSTRAINT \`FK_ee321e9abf16fe48543c9cd9f05\` FOREIGN KEY (\`organisation_id\`) REFERENCES \`organisation\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`assignment\` ADD CONSTRAINT \`FK_e4e8e2c2163faeb542fc2faba7e\` FOREIGN KEY (\`department_id\`) REFERENCES \`department\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`assignment_contract\` ADD CONSTRAINT \`FK_c9ee52b25268def234c42806837\` FOREIGN KEY (\`assignment_id\`) REFERENCES \`assignment\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`assignment_acceptance\` ADD CONSTRAINT \`FK_dac2a5a975ee292f56a512165e1\` FOREIGN KEY (\`assignment_id\`) REFERENCES \`assignment\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`assignment_acceptance\` ADD CONSTRAINT \`FK_e8e3a421615fd9ca83dc79521cb\` FOREIGN KEY (\`contract_id\`) REFERENCES \`assignment_contract\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`assignment_acceptance\` ADD CONSTRAINT \`FK_737a818b402165da67799780ea8\` FOREIGN KEY (\`person_id\`) REFERENCES \`person\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`assignment_shift\` ADD CONSTRAINT \`FK_0cae7d5c6306fd22a4a2ca814a9\` FOREIGN KEY (\`assignment_id\`) REFERENCES \`assignment\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`assignment_shift\` DROP FOREIGN KEY \`FK_0cae7d5c6306fd22a4a2ca814a9\``);
    await queryRunner.query(
      `ALTER TABLE \`assignment_acceptance\` DROP FOREIGN KEY \`FK_737a818b402165da67799780ea8\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`assignment_acceptance\` DROP FOREIGN KEY \`FK_e8e3a421615fd9ca83dc79521cb\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`assignment_acceptance\` DROP FOREIGN KEY \`FK_dac2a5a975ee292f56a512165e1\``,
    );
    await queryRunner.query(`ALTER TABLE \`assignment_contract\` DROP FOREIGN KEY \`FK_c9ee52b25268def234c42806837\``);
    await queryRunner.query(`ALTER TABLE \`assignment\` DROP FOREIGN KEY \`FK_e4e8e2c2163faeb542fc2faba7e\``);
    await queryRunner.query(`ALTER TABLE \`assignment\` DROP FOREIGN KEY \`FK_ee321e9abf16fe48543c9cd9f05\``);
    await queryRunner.query(`ALTER TABLE \`assignment\` DROP FOREIGN KEY \`FK_af71e725396f498c2f9a4de8537\``);
    await queryRunner.query(`ALTER TABLE \`assignment\` DROP FOREIGN KEY \`FK_3f040ebb017f5859ce1d5219016\``);
    await queryRunner.query(`ALTER TABLE \`assignment\` DROP FOREIGN KEY \`FK_aaa6a67b090fae971444b0ca699\``);
    await queryRunner.query(`ALTER TABLE \`assignment\` DROP FOREIGN KEY \`FK_80433280aba99d9fe572e50294d\``);
    await queryRunner.query(`ALTER TABLE \`organisation\` DROP COLUMN \`cancellation_terms\``);
    await queryRunner.query(`ALTER TABLE \`organisation\` DROP COLUMN \`working_conditions\``);
    await queryRunner.query(`ALTER TABLE \`agency\` DROP COLUMN \`permit_issued_on\``);
    await queryRunner.query(`ALTER TABLE \`agency\` DROP COLUMN \`permit_authority\``);
    await queryRunner.query(`DROP INDEX \`ix_assignment_shift_version\` ON \`assignment_shift\``);
    await queryRunner.query(`DROP TABLE \`assignment_shift\``);
    await queryRunner.query(`DROP INDEX \`uq_assignment_acceptance_side\` ON \`assignment_acceptance\``);
    await queryRunner.query(`DROP TABLE \`assignment_acceptance\``);
    await queryRunner.query(`DROP INDEX \`ix_assignment_contract_assignment\` ON \`assignment_contract\``);
    await queryRunner.query(`DROP INDEX \`uq_assignment_contract_number\` ON \`assignment_contract\``);
    await queryRunner.query(`DROP TABLE \`assignment_contract\``);
    await queryRunner.query(`DROP INDEX \`ix_assignment_organisation_first\` ON \`assignment\``);
    await queryRunner.query(`DROP INDEX \`ix_assignment_agency_first\` ON \`assignment\``);
    await queryRunner.query(`DROP INDEX \`ix_assignment_person_organisation\` ON \`assignment\``);
    await queryRunner.query(`DROP INDEX \`ix_assignment_department_first\` ON \`assignment\``);
    await queryRunner.query(`DROP INDEX \`uq_assignment_application\` ON \`assignment\``);
    await queryRunner.query(`DROP INDEX \`ix_assignment_job_request\` ON \`assignment\``);
    await queryRunner.query(`DROP TABLE \`assignment\``);
  }
}
