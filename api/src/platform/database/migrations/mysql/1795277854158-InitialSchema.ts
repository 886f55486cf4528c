import { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1795277854158 implements MigrationInterface {
  name = 'InitialSchema1795277854158';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`agency\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(200) NOT NULL, \`address\` varchar(255) NOT NULL DEFAULT '', \`postcode\` varchar(20) NOT NULL DEFAULT '', \`city\` varchar(100) NULL, \`country\` varchar(2) NULL, \`url\` varchar(2048) NULL, \`logo_key\` varchar(255) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`version\` int NOT NULL, INDEX \`ix_agency_name\` (\`name\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`person_education\` (\`id\` int NOT NULL AUTO_INCREMENT, \`person_id\` int NOT NULL, \`university\` varchar(200) NOT NULL, \`start_date\` date NULL, \`end_date\` date NULL, \`qualification_level\` varchar(100) NULL, \`version\` int NOT NULL, PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`person_job_history\` (\`id\` int NOT NULL AUTO_INCREMENT, \`person_id\` int NOT NULL, \`title\` varchar(200) NOT NULL, \`start_date\` date NULL, \`end_date\` date NULL, \`location_name\` varchar(200) NULL, \`location_address\` varchar(255) NULL, \`location_postcode\` varchar(20) NULL, \`location_city\` varchar(100) NULL, \`location_country\` varchar(2) NULL, \`location_url\` varchar(2048) NULL, \`location_logo\` varchar(255) NULL, \`location_contact\` varchar(40) NULL, \`version\` int NOT NULL, PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`person\` (\`id\` int NOT NULL AUTO_INCREMENT, \`email\` varchar(254) NOT NULL, \`password_hash\` varchar(255) NULL, \`role\` varchar(16) NOT NULL, \`status\` varchar(16) NOT NULL DEFAULT 'PENDING', \`email_confirmed_at\` datetime NULL, \`token_version\` int NOT NULL DEFAULT '0', \`first_name\` varchar(100) NOT NULL DEFAULT '', \`last_name\` varchar(100) NOT NULL DEFAULT '', \`gender\` varchar(16) NULL, \`contact\` varchar(40) NULL, \`position\` varchar(150) NULL, \`language\` varchar(2) NOT NULL DEFAULT 'de', \`address\` varchar(255) NULL, \`postcode\` varchar(20) NULL, \`city\` varchar(100) NULL, \`country\` varchar(2) NULL, \`qualification_level\` varchar(100) NULL, \`qualification_additional_info\` varchar(255) NULL, \`skills\` text NULL, \`preference_distance\` int NULL, \`preference_min_salary\` decimal(10,2) NULL, \`preference_job_types\` text NULL, \`accepted_terms_at\` datetime NULL, \`last_login_at\` datetime NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`version\` int NOT NULL, UNIQUE INDEX \`uq_person_email\` (\`email\`), INDEX \`ix_person_role\` (\`role\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`agency_membership\` (\`id\` int NOT NULL AUTO_INCREMENT, \`agency_id\` int NOT NULL, \`person_id\` int NOT NULL, \`kind\` varchar(16) NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`ix_agency_membership_person\` (\`person_id\`), UNIQUE INDEX \`uq_agency_membership\` (\`agency_id\`, \`person_id\`, \`kind\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`one_time_token\` (\`id\` int NOT NULL AUTO_INCREMENT, \`person_id\` int NOT NULL, \`purpose\` varchar(32) NOT NULL, \`code_hash\` varchar(64) NOT NULL, \`expires_at\` datetime NOT NULL, \`used_at\` datetime NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`ix_one_time_token_person\` (\`person_id\`), UNIQUE INDEX \`uq_one_time_token_code_hash\` (\`code_hash\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`organisation_picture\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organisation_id\` int NOT NULL, \`storage_key\` varchar(255) NULL, \`description\` varchar(500) NOT NULL DEFAULT '', \`sort_order\` int NOT NULL DEFAULT '0', \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`version\` int NOT NULL, PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`organisation\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(200) NOT NULL, \`address\` varchar(255) NOT NULL DEFAULT '', \`postcode\` varchar(20) NOT NULL DEFAULT '', \`city\` varchar(100) NULL, \`country\` varchar(2) NULL, \`url\` varchar(2048) NULL, \`logo_key\` varchar(255) NULL, \`creator_id\` int NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`version\` int NOT NULL, INDEX \`ix_organisation_name\` (\`name\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`department\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organisation_id\` int NOT NULL, \`name\` varchar(200) NOT NULL, \`default_skills\` text NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`version\` int NOT NULL, UNIQUE INDEX \`uq_department_name\` (\`organisation_id\`, \`name\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`department_membership\` (\`id\` int NOT NULL AUTO_INCREMENT, \`department_id\` int NOT NULL, \`person_id\` int NOT NULL, \`kind\` varchar(16) NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`ix_department_membership_person\` (\`person_id\`), UNIQUE INDEX \`uq_department_membership\` (\`department_id\`, \`person_id\`, \`kind\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`job_date\` (\`id\` int NOT NULL AUTO_INCREMENT, \`job_request_id\` int NOT NULL, \`start_at\` datetime NOT NULL, \`end_at\` datetime NOT NULL, \`activities\` text NOT NULL, \`type\` varchar(32) NOT NULL DEFAULT 'Neue_Dienstanfrage', INDEX \`ix_job_date_job_request\` (\`job_request_id\`), INDEX \`ix_job_date_start\` (\`start_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`job_salary\` (\`id\` int NOT NULL AUTO_INCREMENT, \`job_request_id\` int NOT NULL, \`activity\` varchar(64) NOT NULL, \`cost\` decimal(10,2) NOT NULL, PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`job_request\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organisation_id\` int NOT NULL, \`department_id\` int NULL, \`created_by_id\` int NULL, \`kind\` varchar(10) NOT NULL, \`state\` varchar(20) NOT NULL, \`title\` varchar(200) NOT NULL, \`subtitle\` varchar(200) NULL, \`description\` text NULL, \`position_code\` varchar(64) NULL, \`field_code\` varchar(64) NULL, \`job_type\` varchar(64) NOT NULL DEFAULT 'Tagdienst', \`shift_type\` varchar(64) NULL, \`contract_type\` varchar(64) NOT NULL DEFAULT 'Arbeitnehmerueberlassung', \`skills\` text NOT NULL, \`date_mode\` varchar(10) NOT NULL DEFAULT 'FIXED', \`time_limit\` int NOT NULL DEFAULT '0', \`job_operation\` text NULL, \`payment\` varchar(200) NULL, \`accommodation\` tinyint NOT NULL DEFAULT 0, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`version\` int NOT NULL, INDEX \`ix_job_request_organisation\` (\`organisation_id\`), INDEX \`ix_job_request_state\` (\`state\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`application\` (\`id\` int NOT NULL AUTO_INCREMENT, \`job_request_id\` int NOT NULL, \`agency_id\` int NULL, \`candidate_id\` int NULL, \`applied_by_id\` int NULL, \`applicant_name\` varchar(200) NOT NULL, \`hourly_rate\` decimal(10,2) NOT NULL, \`state\` varchar(16) NOT NULL DEFAULT 'applied', \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`version\` int NOT NULL, INDEX \`ix_application_job_request\` (\`job_request_id\`), INDEX \`ix_application_agency\` (\`agency_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`document\` (\`id\` int NOT NULL AUTO_INCREMENT, \`application_id\` int NULL, \`owner_id\` int NULL, \`kind\` varchar(32) NOT NULL, \`file_name\` varchar(255) NOT NULL, \`mime_type\` varchar(100) NOT NULL, \`size_bytes\` int NOT NULL, \`storage_key\` varchar(255) NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`ix_document_application\` (\`application_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`enquiry\` (\`id\` int NOT NULL AUTO_INCREMENT, \`start_date\` date NOT NULL, \`end_date\` date NOT NULL, \`date_string\` varchar(100) NOT NULL, \`hospital_name\` varchar(200) NOT NULL, \`name\` varchar(200) NOT NULL, \`email\` varchar(254) NOT NULL, \`phone\` varchar(40) NOT NULL, \`specialist_code\` varchar(64) NULL, \`field_code\` varchar(64) NULL, \`language\` varchar(2) NOT NULL DEFAULT 'de', \`consent_at\` datetime NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`ix_enquiry_created_at\` (\`created_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`invitation\` (\`id\` int NOT NULL AUTO_INCREMENT, \`email\` varchar(254) NOT NULL, \`kind\` varchar(32) NOT NULL, \`target_id\` int NULL, \`person_id\` int NOT NULL, \`invited_by_id\` int NULL, \`language\` varchar(2) NOT NULL DEFAULT 'de', \`accepted_at\` datetime NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`ix_invitation_person\` (\`person_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`organisation_membership\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organisation_id\` int NOT NULL, \`person_id\` int NOT NULL, \`confirmed_at\` datetime NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`ix_organisation_membership_person\` (\`person_id\`), UNIQUE INDEX \`uq_organisation_membership\` (\`organisation_id\`, \`person_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`reference_item\` (\`id\` int NOT NULL AUTO_INCREMENT, \`kind\` varchar(20) NOT NULL, \`code\` varchar(64) NOT NULL, \`name_de\` varchar(200) NOT NULL, \`name_en\` varchar(200) NOT NULL, \`job_kind\` varchar(10) NULL, \`sort_order\` int NOT NULL DEFAULT '0', \`version\` int NOT NULL, UNIQUE INDEX \`uq_reference_item_kind_code\` (\`kind\`, \`code\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`reference_link\` (\`parent_id\` int NOT NULL, \`child_id\` int NOT NULL, INDEX \`IDX_cab80f5c526d12d1127229ecc9\` (\`parent_id\`), INDEX \`IDX_bec9c60bac3f022273220ee5db\` (\`child_id\`), PRIMARY KEY (\`parent_id\`, \`child_id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`person_education\` ADD CONSTRAINT \`FK_d461559ec404d3a404ed4c03876\` FOREIGN KEY (\`person_id\`) REFERENCES \`person\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`person_job_history\` ADD CONSTRAINT \`FK_a28053893124643e0a1aa0ae146\` FOREIGN KEY (\`person_id\`) REFERENCES \`person\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`agency_membership\` ADD CONSTRAINT \`FK_faf166781f83cb4b55f5157a037\` FOREIGN KEY (\`agency_id\`) REFERENCES \`agency\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`agency_membership\` ADD CONSTRAINT \`FK_aa70e8a74e41258b7102cff5a67\` FOREIGN KEY (\`person_id\`) REFERENCES \`person\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`one_time_token\` ADD CONSTRAINT \`FK_a7a00e7b28a9e52e3db91396f95\` FOREIGN KEY (\`person_id\`) REFERENCES \`person\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`organisation_picture\` ADD CONSTRAINT \`FK_f0c7901fbc395a6e2c19acb2e61\` FOREIGN KEY (\`organisation_id\`) REFERENCES \`organisation\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`organisation\` ADD CONSTRAINT \`FK_6cffc3547fe5a9dcd44ec5801e3\` FOREIGN KEY (\`creator_id\`) REFERENCES \`person\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`department\` ADD CONSTRAINT \`FK_c84ade69c16ffb4806bc12eceaf\` FOREIGN KEY (\`organisation_id\`) REFERENCES \`organisation\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`department_membership\` ADD CONSTRAINT \`FK_16bc6f29043a4415c871efa3463\` FOREIGN KEY (\`department_id\`) REFERENCES \`department\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`department_membership\` ADD CONSTRAINT \`FK_000a5a3784c7d364fdffec3bf0a\` FOREIGN KEY (\`person_id\`) REFERENCES \`person\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`job_date\` ADD CONSTRAINT \`FK_92cd97e4ef4d6ac974e480d6dfa\` FOREIGN KEY (\`job_request_id\`) REFERENCES \`job_request\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`job_salary\` ADD CONSTRAINT \`FK_a4d25057d4477116cea9b7b49a3\` FOREIGN KEY (\`job_request_id\`) REFERENCES \`job_request\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`job_request\` ADD CONSTRAINT \`FK_89e63d1c37eb8df16eafef9ac3a\` FOREIGN KEY (\`organisation_id\`) REFERENCES \`organisation\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`job_request\` ADD CONSTRAINT \`FK_fb1840e016b7d7882c9ff7c8e1b\` FOREIGN KEY (\`department_id\`) REFERENCES \`department\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`job_request\` ADD CONSTRAINT \`FK_6ea0aabe6a987c20ca5450e9c65\` FOREIGN KEY (\`created_by_id\`) REFERENCES \`person\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`application\` ADD CONSTRAINT \`FK_87662f3545d30cd7ff4a53f020d\` FOREIGN KEY (\`job_request_id\`) REFERENCES \`job_request\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`application\` ADD CONSTRAINT \`FK_27d85d61bb18e7c2b1486c6d5ca\` FOREIGN KEY (\`agency_id\`) REFERENCES \`agency\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`application\` ADD CONSTRAINT \`FK_683077d7193912bff4b23d5d08d\` FOREIGN KEY (\`candidate_id\`) REFERENCES \`person\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`application\` ADD CONSTRAINT \`FK_839665788f6d5407ceedc0b5860\` FOREIGN KEY (\`applied_by_id\`) REFERENCES \`person\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`document\` ADD CONSTRAINT \`FK_c7bd3c520975f36a0cfe9d37db4\` FOREIGN KEY (\`application_id\`) REFERENCES \`application\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`document\` ADD CONSTRAINT \`FK_81b7502f2f9bd98bf7c846fb006\` FOREIGN KEY (\`owner_id\`) REFERENCES \`person\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`invitation\` ADD CONSTRAINT \`FK_4be570c96b50f42ee2392a42c99\` FOREIGN KEY (\`person_id\`) REFERENCES \`person\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`invitation\` ADD CONSTRAINT \`FK_9fcebfddfa4369ac0e3c26dc8a3\` FOREIGN KEY (\`invited_by_id\`) REFERENCES \`person\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`organisation_membership\` ADD CONSTRAINT \`FK_772addb126d418417ace2503034\` FOREIGN KEY (\`organisation_id\`) REFERENCES \`organisation\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`organisation_membership\` ADD CONSTRAINT \`FK_b1f11f85a229ac8e097eb76f7d5\` FOREIGN KEY (\`person_id\`) REFERENCES \`person\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`reference_link\` ADD CONSTRAINT \`FK_cab80f5c526d12d1127229ecc92\` FOREIGN KEY (\`parent_id\`) REFERENCES \`reference_item\`(\`id\`) ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE \`reference_link\` ADD CONSTRAINT \`FK_bec9c60bac3f022273220ee5dba\` FOREIGN KEY (\`child_id\`) REFERENCES \`reference_item\`(\`id\`) ON DELETE CASCADE ON UPDATE CASCADE`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`reference_link\` DROP FOREIGN KEY \`FK_bec9c60bac3f022273220ee5dba\``);
    await queryRunner.query(`ALTER TABLE \`reference_link\` DROP FOREIGN KEY \`FK_cab80f5c526d12d1127229ecc92\``);
    await queryRunner.query(
      `ALTER TABLE \`organisation_membership\` DROP FOREIGN KEY \`FK_b1f11f85a229ac8e097eb76f7d5\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`organisation_membership\` DROP FOREIGN KEY \`FK_772addb126d418417ace2503034\``,
    );
    await queryRunner.query(`ALTER TABLE \`invitation\` DROP FOREIGN KEY \`FK_9fcebfddfa4369ac0e3c26dc8a3\``);
    await queryRunner.query(`ALTER TABLE \`invitation\` DROP FOREIGN KEY \`FK_4be570c96b50f42ee2392a42c99\``);
    await queryRunner.query(`ALTER TABLE \`document\` DROP FOREIGN KEY \`FK_81b7502f2f9bd98bf7c846fb006\``);
    await queryRunner.query(`ALTER TABLE \`document\` DROP FOREIGN KEY \`FK_c7bd3c520975f36a0cfe9d37db4\``);
    await queryRunner.query(`ALTER TABLE \`application\` DROP FOREIGN KEY \`FK_839665788f6d5407ceedc0b5860\``);
    await queryRunner.query(`ALTER TABLE \`application\` DROP FOREIGN KEY \`FK_683077d7193912bff4b23d5d08d\``);
    await queryRunner.query(`ALTER TABLE \`application\` DROP FOREIGN KEY \`FK_27d85d61bb18e7c2b1486c6d5ca\``);
    await queryRunner.query(`ALTER TABLE \`application\` DROP FOREIGN KEY \`FK_87662f3545d30cd7ff4a53f020d\``);
    await queryRunner.query(`ALTER TABLE \`job_request\` DROP FOREIGN KEY \`FK_6ea0aabe6a987c20ca5450e9c65\``);
    await queryRunner.query(`ALTER TABLE \`job_request\` DROP FOREIGN KEY \`FK_fb1840e016b7d7882c9ff7c8e1b\``);
    await queryRunner.query(`ALTER TABLE \`job_request\` DROP FOREIGN KEY \`FK_89e63d1c37eb8df16eafef9ac3a\``);
    await queryRunner.query(`ALTER TABLE \`job_salary\` DROP FOREIGN KEY \`FK_a4d25057d4477116cea9b7b49a3\``);
    await queryRunner.query(`ALTER TABLE \`job_date\` DROP FOREIGN KEY \`FK_92cd97e4ef4d6ac974e480d6dfa\``);
    await queryRunner.query(
      `ALTER TABLE \`department_membership\` DROP FOREIGN KEY \`FK_000a5a3784c7d364fdffec3bf0a\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`department_membership\` DROP FOREIGN KEY \`FK_16bc6f29043a4415c871efa3463\``,
    );
    await queryRunner.query(`ALTER TABLE \`department\` DROP FOREIGN KEY \`FK_c84ade69c16ffb4806bc12eceaf\``);
    await queryRunner.query(`ALTER TABLE \`organisation\` DROP FOREIGN KEY \`FK_6cffc3547fe5a9dcd44ec5801e3\``);
    await queryRunner.query(`ALTER TABLE \`organisation_picture\` DROP FOREIGN KEY \`FK_f0c7901fbc395a6e2c19acb2e61\``);
    await queryRunner.query(`ALTER TABLE \`one_time_token\` DROP FOREIGN KEY \`FK_a7a00e7b28a9e52e3db91396f95\``);
    await queryRunner.query(`ALTER TABLE \`agency_membership\` DROP FOREIGN KEY \`FK_aa70e8a74e41258b7102cff5a67\``);
    await queryRunner.query(`ALTER TABLE \`agency_membership\` DROP FOREIGN KEY \`FK_faf166781f83cb4b55f5157a037\``);
    await queryRunner.query(`ALTER TABLE \`person_job_history\` DROP FOREIGN KEY \`FK_a28053893124643e0a1aa0ae146\``);
    await queryRunner.query(`ALTER TABLE \`person_education\` DROP FOREIGN KEY \`FK_d461559ec404d3a404ed4c03876\``);
    await queryRunner.query(`DROP INDEX \`IDX_bec9c60bac3f022273220ee5db\` ON \`reference_link\``);
    await queryRunner.query(`DROP INDEX \`IDX_cab80f5c526d12d1127229ecc9\` ON \`reference_link\``);
    await queryRunner.query(`DROP TABLE \`reference_link\``);
    await queryRunner.query(`DROP INDEX \`uq_reference_item_kind_code\` ON \`reference_item\``);
    await queryRunner.query(`DROP TABLE \`reference_item\``);
    await queryRunner.query(`DROP INDEX \`uq_organisation_membership\` ON \`organisation_membership\``);
    await queryRunner.query(`DROP INDEX \`ix_organisation_membership_person\` ON \`organisation_membership\``);
    await queryRunner.query(`DROP TABLE \`organisation_membership\``);
    await queryRunner.query(`DROP INDEX \`ix_invitation_person\` ON \`invitation\``);
    await queryRunner.query(`DROP TABLE \`invitation\``);
    await queryRunner.query(`DROP INDEX \`ix_enquiry_created_at\` ON \`enquiry\``);
    await queryRunner.query(`DROP TABLE \`enquiry\``);
    await queryRunner.query(`DROP INDEX \`ix_document_application\` ON \`document\``);
    await queryRunner.query(`DROP TABLE \`document\``);
    await queryRunner.query(`DROP INDEX \`ix_application_agency\` ON \`application\``);
    await queryRunner.query(`DROP INDEX \`ix_application_job_request\` ON \`application\``);
    await queryRunner.query(`DROP TABLE \`application\``);
    await queryRunner.query(`DROP INDEX \`ix_job_request_state\` ON \`job_request\``);
    await queryRunner.query(`DROP INDEX \`ix_job_request_organisation\` ON \`job_request\``);
    await queryRunner.query(`DROP TABLE \`job_request\``);
    await queryRunner.query(`DROP TABLE \`job_salary\``);
    await queryRunner.query(`DROP INDEX \`ix_job_date_start\` ON \`job_date\``);
    await queryRunner.query(`DROP INDEX \`ix_job_date_job_request\` ON \`job_date\``);
    await queryRunner.query(`DROP TABLE \`job_date\``);
    await queryRunner.query(`DROP INDEX \`uq_department_membership\` ON \`department_membership\``);
    await queryRunner.query(`DROP INDEX \`ix_department_membership_person\` ON \`department_membership\``);
    await queryRunner.query(`DROP TABLE \`department_membership\``);
    await queryRunner.query(`DROP INDEX \`uq_department_name\` ON \`department\``);
    await queryRunner.query(`DROP TABLE \`department\``);
    await queryRunner.query(`DROP INDEX \`ix_organisation_name\` ON \`organisation\``);
    await queryRunner.query(`DROP TABLE \`organisation\``);
    await queryRunner.query(`DROP TABLE \`organisation_picture\``);
    await queryRunner.query(`DROP INDEX \`uq_one_time_token_code_hash\` ON \`one_time_token\``);
    await queryRunner.query(`DROP INDEX \`ix_one_time_token_person\` ON \`one_time_token\``);
    await queryRunner.query(`DROP TABLE \`one_time_token\``);
    await queryRunner.query(`DROP INDEX \`uq_agency_membership\` ON \`agency_membership\``);
    await queryRunner.query(`DROP INDEX \`ix_agency_membership_person\` ON \`agency_membership\``);
    await queryRunner.query(`DROP TABLE \`agency_membership\``);
    await queryRunner.query(`DROP INDEX \`ix_person_role\` ON \`person\``);
    await queryRunner.query(`DROP INDEX \`uq_person_email\` ON \`person\``);
    await queryRunner.query(`DROP TABLE \`person\``);
    await queryRunner.query(`DROP TABLE \`person_job_history\``);
    await queryRunner.query(`DROP TABLE \`person_education\``);
    await queryRunner.query(`DROP INDEX \`ix_agency_name\` ON \`agency\``);
    await queryRunner.query(`DROP TABLE \`agency\``);
  }
}
