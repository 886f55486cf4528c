import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { isLanguage } from '@medstaff/domain';
import type { AppConfig } from '../platform/config/app-config';
import { APP_CONFIG } from '../platform/config/config.module';
import { DomainError, notFound } from '../platform/common/domain-error';
import { PersonsService, type AccountPerson } from '../people/persons.service';
import { LoginThrottleService } from '../platform/throttle/login-throttle.service';
import type { AccessTokenPayload, AuthUser } from '../platform/authentication/auth.types';
import { DeviceCookies, type DeviceCookieJar } from './device-cookie';
import type { LoginDto, LoginResponseDto, SessionUserDto } from './dto/login.dto';
import { PasswordService } from './password.service';

export function toSessionUser(person: AccountPerson): SessionUserDto {
  return {
    id: person.id,
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    role: person.role,
    language: isLanguage(person.language) ? person.language : 'de',
  };
}

@Injectable()
export class AuthService {
  constructor(
    private readonly persons: PersonsService,
    private readonly passwords: PasswordService,
    private readonly jwt: JwtService,
    private readonly throttle: LoginThrottleService,
    private readonly devices: DeviceCookies,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Signs a person in. The stored role decides where they may go; the sent role is ignored. The
   * attempt is reserved before the password is checked, so parallel attempts cannot pass a limit;
   * a failure keeps its points, a success (or an attempt never checked) gives them back. A
   * browser whose device cookie belongs to the account counts on its own allowance; a successful
   * sign-in makes the browser such a device (`deviceCookie`, set by the controller).
   */
  async login(dto: LoginDto, address: string, deviceCookie?: DeviceCookieJar): Promise<LoginResponseDto> {
    const device = this.devices.trustedDevice(dto.email, deviceCookie?.entries ?? []);
    const attempt = await this.throttle.reserve(dto.email, address, device);
    let person: AccountPerson | null;
    let valid: boolean;
    try {
      person = await this.persons.findByEmail(dto.email);
      valid = await this.passwords.verify(person?.passwordHash, dto.password);
    } catch (error) {
      await attempt.cancel();
      throw error;
    }
    if (!person || !valid) throw new DomainError('INVALID_CREDENTIALS', 'auth.invalidCredentials');
    await attempt.succeeded();
    if (person.status === 'DISABLED') throw new DomainError('ACCOUNT_DISABLED', 'auth.accountDisabled');
    if (!person.emailConfirmedAt || person.status !== 'ACTIVE') {
      throw new DomainError('EMAIL_NOT_CONFIRMED', 'auth.emailNotConfirmed');
    }
    await this.persons.recordSignIn(person.id);
    // This browser is now a known device of the account (its own allowance in later attacks).
    deviceCookie?.keep(this.devices.afterSignIn(dto.email, deviceCookie.entries, device));
    const payload: AccessTokenPayload = { sub: person.id, role: person.role, ver: person.tokenVersion };
    return {
      user: toSessionUser(person),
      access_token: await this.jwt.signAsync(payload),
      token_type: 'Bearer',
      expires_in: this.config.jwt.ttlSeconds,
    };
  }

  /**
   * For readiness: the steps of a sign-in that can break on their own, without signing anyone in
   * or touching a limit — the account lookup by email, a password check (argon2 against the decoy
   * hash, which must fail), and a token signed and verified with the configured secret. Throws
   * what failed; SERVER_BUSY when every hashing slot is taken (busy, not broken).
   */
  async checkSignIn(): Promise<void> {
    await this.persons.probeByEmail('readiness-check@medstaff.invalid');
    if (await this.passwords.verify(undefined, 'readiness-check'))
      throw new Error('the password check accepted a wrong password');
    const token = await this.jwt.signAsync({ sub: 0, role: 'USER', ver: 0 } satisfies AccessTokenPayload, {
      expiresIn: 60,
    });
    const verified = await this.jwt.verifyAsync<AccessTokenPayload>(token);
    if (verified.sub !== 0) throw new Error('a signed token did not verify');
  }

  async currentUser(user: AuthUser): Promise<SessionUserDto> {
    const person = await this.persons.findById(user.id);
    if (!person) throw notFound('The account');
    return toSessionUser(person);
  }

  /** Ends every session of the person: tokens carry the version, which moves on. */
  async logout(user: AuthUser): Promise<void> {
    await this.persons.endSessions(user.id);
  }
}
