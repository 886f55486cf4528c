import { createHash } from 'node:crypto';
import { canonicalEmail } from '@medstaff/domain';

/** The platform's one canonical form of an address (domain/src/email.ts). */
export { canonicalEmail };

/**
 * The key candidate invitations are found by: the hex SHA-256 of the canonical address. Plain hex
 * compares byte for byte under any collation (MySQL's `utf8mb4_unicode_ci` treats `ä` as `a`).
 */
export const emailKey = (email: string): string =>
  createHash('sha256').update(canonicalEmail(email), 'utf8').digest('hex');
