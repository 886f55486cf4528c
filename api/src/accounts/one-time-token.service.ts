import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ONE_TIME_TOKEN_TTL_MS, type OneTimeTokenPurpose } from '@medstaff/domain';
import { DataSource, In, IsNull, type EntityManager } from 'typeorm';
import { DomainError } from '../platform/common/domain-error';
import { OneTimeToken } from './one-time-token.entity';

export const hashCode = (code: string) => createHash('sha256').update(code, 'utf8').digest('hex');

/**
 * Emailed codes: 32 random bytes (base64url) handed out once; only their SHA-256 is stored.
 * A code is single use and expires after its purpose's lifetime.
 */
@Injectable()
export class OneTimeTokenService {
  constructor(private readonly dataSource: DataSource) {}

  /** Issues a new code and retires the person's earlier unused codes of the same purpose. */
  async issue(
    personId: number,
    purpose: OneTimeTokenPurpose,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<string> {
    const code = randomBytes(32).toString('base64url');
    const now = new Date();
    await this.retire(personId, [purpose], manager, now);
    await manager.insert(OneTimeToken, {
      personId,
      purpose,
      codeHash: hashCode(code),
      expiresAt: new Date(now.getTime() + ONE_TIME_TOKEN_TTL_MS[purpose]),
    });
    return code;
  }

  /**
   * Ends every unused code of the person for the given purposes (a password change ends the codes
   * that could set a password). Retired codes count as used.
   */
  async retire(
    personId: number,
    purposes: readonly OneTimeTokenPurpose[],
    manager: EntityManager = this.dataSource.manager,
    now = new Date(),
  ): Promise<void> {
    // Find the codes to retire with a plain read and retire them by primary key: a ranged UPDATE
    // on (person, purpose) takes gap locks on MySQL/InnoDB, and two transactions issuing codes for
    // new people at once then deadlock on their inserts.
    const earlier = await manager.find(OneTimeToken, {
      select: { id: true },
      where: { personId, purpose: In([...purposes]), usedAt: IsNull() },
    });
    if (earlier.length === 0) return;
    await manager.update(OneTimeToken, { id: In(earlier.map((token) => token.id)), usedAt: IsNull() }, { usedAt: now });
  }

  /**
   * Marks a code used and returns it, or fails with one message for unknown, used and expired
   * codes alike. The conditional update makes two concurrent uses impossible.
   */
  async consume(
    code: string,
    purposes: readonly OneTimeTokenPurpose[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<OneTimeToken> {
    const invalid = new DomainError('VALIDATION_FAILED', 'auth.codeInvalid');
    if (!code || code.length > 128) throw invalid;
    const token = await manager.findOne(OneTimeToken, {
      where: { codeHash: hashCode(code), purpose: In([...purposes]) },
    });
    if (!token || token.usedAt || token.expiresAt.getTime() <= Date.now()) throw invalid;
    const result = await manager.update(OneTimeToken, { id: token.id, usedAt: IsNull() }, { usedAt: new Date() });
    if (!result.affected) throw invalid;
    return token;
  }
}
