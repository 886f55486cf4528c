import type { QueryRunner } from 'typeorm';
import { canonicalEmail, emailKey } from '../../../marketplace/candidates/candidate-email';

/** How long a pending invitation made from an unconsented link waits for the person (30 days). */
const MIGRATED_INVITATION_DAYS = 30;

interface LinkRow {
  id: number | string;
  agency_id: number | string;
  person_id: number | string;
  role: string;
  email: string;
  first_name: string;
  last_name: string;
  has_password: number | string | boolean;
}

interface FirstInvitationRow {
  person_id: number | string;
  kind: string;
  target_id: number | string | null;
  accepted_at: unknown;
}

const utc = (date: Date) => date.toISOString().replace('T', ' ').replace('Z', '');

/**
 * Existing agency candidate links (agency_membership of kind CUSTOMER) were made by the agency
 * alone. Only a link the person evidently agreed to stays (docs/decisions.md, "Candidate links
 * need the person's consent"):
 * - a person whose role is not USER (administrator, agency or hospital staff) loses the link, and
 *   no invitation is left behind;
 * - a person whose account was made by that agency's invitation (her first invitation, of kind
 *   AGENCY_CUSTOMER for that agency) and who set her password from it keeps it, recorded as an
 *   accepted candidate invitation;
 * - every other link (an existing account linked by email, a pending account, a second agency)
 *   is removed and becomes a pending invitation without names that the person accepts or
 *   declines in the portal within 30 days (no mail: the agency may invite again, which mails).
 * Same statements on SQLite and MySQL/MariaDB (plain SQL, parameters, dates as UTC text).
 */
export async function migrateCandidateLinks(queryRunner: QueryRunner): Promise<void> {
  const links = (await queryRunner.query(
    `SELECT m.id AS id, m.agency_id AS agency_id, m.person_id AS person_id, p.role AS role, p.email AS email,
            p.first_name AS first_name, p.last_name AS last_name,
            CASE WHEN p.password_hash IS NULL THEN 0 ELSE 1 END AS has_password
       FROM agency_membership m JOIN person p ON p.id = m.person_id
      WHERE m.kind = 'CUSTOMER'`,
  )) as LinkRow[];
  if (links.length === 0) return;
  const firsts = (await queryRunner.query(
    `SELECT i.person_id AS person_id, i.kind AS kind, i.target_id AS target_id, i.accepted_at AS accepted_at
       FROM invitation i
      WHERE i.id IN (SELECT MIN(first.id) FROM invitation first GROUP BY first.person_id)`,
  )) as FirstInvitationRow[];
  const firstOf = new Map(firsts.map((row) => [Number(row.person_id), row]));
  const now = new Date();
  const pendingUntil = utc(new Date(now.getTime() + MIGRATED_INVITATION_DAYS * 24 * 60 * 60 * 1000));
  for (const link of links) {
    const personId = Number(link.person_id);
    const agencyId = Number(link.agency_id);
    const first = firstOf.get(personId);
    const madeByThisAgency =
      first !== undefined &&
      first.kind === 'AGENCY_CUSTOMER' &&
      Number(first.target_id) === agencyId &&
      first.accepted_at !== null &&
      Number(link.has_password) === 1;
    if (link.role === 'USER' && madeByThisAgency) {
      await queryRunner.query(
        `INSERT INTO candidate_invitation (agency_id, email, email_key, first_name, last_name, status, person_id,
           language, code_hash, expires_at, answered_at, invited_at)
         VALUES (?, ?, ?, ?, ?, 'ACCEPTED', ?, 'de', NULL, ?, ?, ?)`,
        [
          agencyId,
          canonicalEmail(link.email),
          emailKey(link.email),
          link.first_name,
          link.last_name,
          personId,
          utc(now),
          utc(now),
          utc(now),
        ],
      );
      continue;
    }
    await queryRunner.query(`DELETE FROM agency_membership WHERE id = ?`, [Number(link.id)]);
    if (link.role !== 'USER') continue;
    await queryRunner.query(
      `INSERT INTO candidate_invitation (agency_id, email, email_key, first_name, last_name, status, person_id,
         language, code_hash, expires_at, answered_at, invited_at)
       VALUES (?, ?, ?, '', '', 'PENDING', NULL, 'de', NULL, ?, NULL, ?)`,
      [agencyId, canonicalEmail(link.email), emailKey(link.email), pendingUntil, utc(now)],
    );
  }
}
