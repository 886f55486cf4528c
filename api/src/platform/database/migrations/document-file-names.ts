import type { DocumentKind } from '@medstaff/domain';
import type { QueryRunner } from 'typeorm';
import { displayFileName, repairLatin1Name } from '../../../marketplace/documents/document-names';

const BATCH = 500;

/**
 * Issue 24: the names kept for display, as new uploads get them. Names that multer read as
 * Latin-1 (`Lebenslauf_MÃ¼ller.pdf`) are read again as UTF-8, then control and bidirectional
 * characters go and the name ends in `.pdf`. Rows are read by id in batches; only changed names
 * are written. Both dialects quote the same way here (`document`, `id`, `kind`, `file_name` need
 * no quoting).
 */
export async function cleanDocumentFileNames(queryRunner: QueryRunner): Promise<number> {
  let changed = 0;
  let after = 0;
  for (;;) {
    const rows = (await queryRunner.query(
      `SELECT id, kind, file_name AS fileName FROM document WHERE id > ? ORDER BY id LIMIT ${BATCH}`,
      [after],
    )) as { id: number | string; kind: DocumentKind; fileName: string }[];
    if (rows.length === 0) return changed;
    for (const row of rows) {
      const name = displayFileName(repairLatin1Name(row.fileName), row.kind);
      if (name !== row.fileName) {
        await queryRunner.query('UPDATE document SET file_name = ? WHERE id = ?', [name, row.id]);
        changed += 1;
      }
    }
    after = Number(rows[rows.length - 1].id);
  }
}
