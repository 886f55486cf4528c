import { createHash } from 'node:crypto';

/**
 * The canonical form of an address for comparing (trimmed, Unicode NFC, lower-cased with
 * Unicode rules): `Ägency@X.de` and `ägency@x.de` are one address, `agency@x.de` another.
 */
export const canonicalEmail = (email: string): string => email.trim().normalize('NFC').toLowerCase();

/**
 * The key candidate invitations are found by: the hex SHA-256 of the canonical address. Plain hex
 * compares byte for byte under any collation (MySQL's `utf8mb4_unicode_ci` treats `ä` as `a`).
 */
export const emailKey = (email: string): string =>
  createHash('sha256').update(canonicalEmail(email), 'utf8').digest('hex');
