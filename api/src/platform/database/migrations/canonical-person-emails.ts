import type { QueryRunner } from 'typeorm';

/**
 * The canonical form of an email as migration CanonicalPersonEmails wrote it (a frozen copy of
 * domain `canonicalEmail`, so that a later change there cannot change what this migration did).
 */
const canonical = (email: string) => email.normalize('NFC').trim().toLowerCase().normalize('NFC');

/**
 * Rewrites every person's email into its canonical form. `suspects` selects the rows whose email
 * may not be canonical (anything outside lower-case ASCII letters, digits and `@._+-`); the
 * others are canonical already. Two rows that would end with one address are NOT merged or
 * renamed: the migration stops before it changes anything and names them, and an administrator
 * decides which account keeps the address (docs/decisions.md, "Emails in one canonical form").
 * With the unique index in place before (case- and accent-insensitive on MySQL/MariaDB, and every
 * write path lower-cased), such rows cannot exist on MySQL/MariaDB and only by hand on SQLite.
 */
export async function canonicalisePersonEmails(queryRunner: QueryRunner, suspects: string): Promise<void> {
  const rows: { id: number | string; email: string }[] = await queryRunner.query(suspects);
  const changes = rows
    .map((row) => ({ id: Number(row.id), from: row.email, to: canonical(row.email) }))
    .filter((change) => change.to !== change.from);
  if (changes.length === 0) return;

  const byAddress = new Map<string, number[]>();
  for (const change of changes) byAddress.set(change.to, [...(byAddress.get(change.to) ?? []), change.id]);
  const collisions: string[] = [];
  for (const [address, ids] of byAddress) {
    const holders: { id: number | string }[] = await queryRunner.query('SELECT id FROM person WHERE email = ?', [
      address,
    ]);
    const all = [...new Set([...holders.map((holder) => Number(holder.id)), ...ids])].sort((a, b) => a - b);
    if (all.length > 1) collisions.push(`persons ${all.join(', ')} would all become ${JSON.stringify(address)}`);
  }
  if (collisions.length > 0) {
    throw new Error(
      `Cannot store emails in canonical form: ${collisions.join('; ')}. Give all but one of each group another ` +
        'address (or delete it), then start again (docs/decisions.md, "Emails in one canonical form").',
    );
  }
  for (const change of changes) {
    await queryRunner.query('UPDATE person SET email = ? WHERE id = ?', [change.to, change.id]);
  }
}
