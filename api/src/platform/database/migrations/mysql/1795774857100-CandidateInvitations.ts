import { MigrationInterface, QueryRunner } from 'typeorm';

export class CandidateInvitations1795774857100 implements MigrationInterface {
  name = 'CandidateInvitations1795774857100';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`candidate_invitation\` (\`id\` int NOT NULL AUTO_INCREMENT, \`agency_id\` int NOT NULL, \`email\` varchar(254) NOT NULL, \`email_key\` varchar(64) NOT NULL, \`first_name\` varchar(100) NOT NULL DEFAULT '', \`last_name\` varchar(100) NOT NULL DEFAULT '', \`status\` varchar(16) NOT NULL DEFAULT 'PENDING', \`person_id\` int NULL, \`invited_by_id\` int NULL, \`language\` varchar(2) NOT NULL DEFAULT 'de', \`code_hash\` varchar(64) NULL, \`expires_at\` datetime NOT NULL, \`answered_at\` datetime NULL, \`invited_at\` datetime NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`ix_candidate_invitation_email_key\` (\`email_key\`), INDEX \`ix_candidate_invitation_person\` (\`person_id\`), UNIQUE INDEX \`uq_candidate_invitation_code_hash\` (\`code_hash\`), UNIQUE INDEX \`uq_candidate_invitation_agency_email\` (\`agency_id\`, \`email_key\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`candidate_invitation\` ADD CONSTRAINT \`FK_451d6068feadf9c184f9d3fdfb3\` FOREIGN KEY (\`agency_id\`) REFERENCES \`agency\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`candidate_invitation\` ADD CONSTRAINT \`FK_d4fba17f93d2a4d2b8e490bbf4e\` FOREIGN KEY (\`person_id\`) REFERENCES \`person\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`candidate_invitation\` ADD CONSTRAINT \`FK_b30ca769918b5e27ee50cf62028\` FOREIGN KEY (\`invited_by_id\`) REFERENCES \`person\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`candidate_invitation\` DROP FOREIGN KEY \`FK_b30ca769918b5e27ee50cf62028\``);
    await queryRunner.query(`ALTER TABLE \`candidate_invitation\` DROP FOREIGN KEY \`FK_d4fba17f93d2a4d2b8e490bbf4e\``);
    await queryRunner.query(`ALTER TABLE \`candidate_invitation\` DROP FOREIGN KEY \`FK_451d6068feadf9c184f9d3fdfb3\``);
    await queryRunner.query(`DROP INDEX \`uq_candidate_invitation_agency_email\` ON \`candidate_invitation\``);
    await queryRunner.query(`DROP INDEX \`uq_candidate_invitation_code_hash\` ON \`candidate_invitation\``);
    await queryRunner.query(`DROP INDEX \`ix_candidate_invitation_person\` ON \`candidate_invitation\``);
    await queryRunner.query(`DROP INDEX \`ix_candidate_invitation_email_key\` ON \`candidate_invitation\``);
    await queryRunner.query(`DROP TABLE \`candidate_invitation\``);
  }
}
