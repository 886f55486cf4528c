import type { MigrationInterface, QueryRunner } from 'typeorm';
import { cleanDocumentFileNames } from '../document-file-names';

/** Issue 24: stored document names repaired (UTF-8) and cleaned (no control or bidirectional characters, `.pdf`). */
export class DocumentDisplayNames1795624100000 implements MigrationInterface {
  name = 'DocumentDisplayNames1795624100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await cleanDocumentFileNames(queryRunner);
  }

  /** The old names were the flaw; nothing to restore. */
  public async down(): Promise<void> {}
}
