import { Inject, Injectable } from '@nestjs/common';
import {
  USER_ROLES,
  canonicalEmail,
  codePointLength,
  isLanguage,
  parseId,
  type Language,
  type OneTimeTokenPurpose,
  type PersonRole,
} from '@medstaff/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { AgencyMembersService } from '../agencies/agency-members.service';
import type { AppConfig } from '../platform/config/app-config';
import { APP_CONFIG } from '../platform/config/config.module';
import { DomainError, type DomainConstraintError } from '../platform/common/domain-error';
import { InvitationRepository } from './invitations/invitation.repository';
import { MailService } from '../platform/mail/mail.service';
import { renderMail } from '../platform/mail/mail-templates';
import { OrganisationMembersService } from '../organisations/organisation-members.service';
import { PersonsService, type AccountPerson } from '../people/persons.service';
import { BackgroundTasks } from '../platform/throttle/background-tasks';
import { ThrottleService } from '../platform/throttle/throttle.service';
import { toSessionUser } from './auth.service';
import type { AuthUser } from '../platform/authentication/auth.types';
import type { ConfirmEmailResponseDto, ResetPasswordDto } from './dto/account.dto';
import type { RegistrationDto, RegistrationResponseDto } from './dto/registration.dto';
import { OneTimeTokenService } from './one-time-token.service';
import { PasswordService } from './password.service';

/** The emailed codes that can set a password: a password change ends all of them. */
const PASSWORD_SETTING_CODES: readonly OneTimeTokenPurpose[] = ['PASSWORD_RESET', 'INVITATION'];

const fieldError = (property: string, rule: string, key: string): DomainConstraintError[] => [
  { property, constraints: { [rule]: key } },
];

/** The role a sign-up gets from its role ids: agency or organisation admin, else a plain user. Never ADMIN. */
export function roleFromUserRoles(ids: number[] | undefined): PersonRole {
  const role = USER_ROLES.find((candidate) => candidate.id === ids?.[0])?.personRole;
  return role === 'AGENCY' || role === 'ORG_ADMIN' ? role : 'USER';
}

/**
 * Sign-up, email confirmation, password reset and change. Codes travel only by email; answers
 * to "resend" and "forgot" are the same whether or not the address has an account.
 */
@Injectable()
export class AccountService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly persons: PersonsService,
    private readonly passwords: PasswordService,
    private readonly tokens: OneTimeTokenService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly throttle: ThrottleService,
    private readonly background: BackgroundTasks,
    private readonly invitations: InvitationRepository,
    private readonly organisationMembers: OrganisationMembersService,
    private readonly agencyMembers: AgencyMembersService,
  ) {}

  /** Signs up; sign-ups per source address and per email are limited (429). */
  async register(dto: RegistrationDto, requestLanguage: Language, address: string): Promise<RegistrationResponseDto> {
    await this.throttle.enforce('registration.address', [address], 'throttle.tooMany');
    await this.throttle.enforce('registration.target', [dto.email], 'throttle.tooMany');
    const role = roleFromUserRoles(dto.userRoles);
    const language = dto.language ?? requestLanguage;
    if (dto.password.toLowerCase() === dto.email) {
      throw new DomainError(
        'VALIDATION_FAILED',
        'validation.passwordEqualsEmail',
        fieldError('password', 'notEmail', 'validation.passwordEqualsEmail'),
      );
    }
    const institution = dto.organisation[0];
    const agencyName = typeof institution === 'string' ? institution.trim() : '';
    const organisationId = typeof institution === 'number' ? institution : Number.NaN;
    if (role === 'AGENCY' ? !agencyName || codePointLength(agencyName) > 200 : parseId(organisationId) === undefined) {
      throw new DomainError(
        'VALIDATION_FAILED',
        'validation.organisation',
        fieldError('organisation', 'isValid', 'validation.organisation'),
      );
    }
    const passwordHash = await this.passwords.hash(dto.password);

    const person = await this.dataSource.transaction(async (manager) => {
      if (await this.persons.emailTaken(manager, dto.email)) {
        throw new DomainError('EMAIL_TAKEN', 'auth.emailTaken', fieldError('email', 'unique', 'auth.emailTaken'));
      }
      if (role !== 'AGENCY' && !(await this.organisationMembers.organisationExists(manager, organisationId))) {
        throw new DomainError(
          'VALIDATION_FAILED',
          'validation.organisation',
          fieldError('organisation', 'exists', 'validation.organisation'),
        );
      }
      const person = await this.persons.createPending(manager, {
        email: dto.email,
        passwordHash,
        role,
        firstName: dto.firstName,
        lastName: dto.lastName,
        gender: dto.gender,
        contact: dto.phoneNumber ?? dto.userInfo?.phoneNumber ?? null,
        position: dto.role,
        language,
        acceptedTermsAt: new Date(),
      });
      if (role === 'AGENCY') {
        await this.agencyMembers.createWithFirstUser(manager, agencyName, person.id);
      } else {
        // Anyone can type a hospital's name: the membership waits for confirmation.
        await this.organisationMembers.requestMembership(manager, organisationId, person.id);
      }
      const code = await this.tokens.issue(person.id, 'EMAIL_CONFIRMATION', manager);
      await this.queueConfirmation(manager, person, code);
      return person;
    });
    return { user: toSessionUser(person) };
  }

  async confirmEmail(code: string): Promise<ConfirmEmailResponseDto> {
    return this.dataSource.transaction(async (manager) => {
      const token = await this.tokens.consume(code, ['EMAIL_CONFIRMATION'], manager);
      const person = await this.persons.getById(manager, token.personId);
      if (person.status === 'DISABLED') throw new DomainError('ACCOUNT_DISABLED', 'auth.accountDisabled');
      await this.persons.activate(manager, person);
      return { email: person.email };
    });
  }

  /**
   * `GET /auth/resend-verification/{email}`. Only the limits are checked in the request (the same
   * steps for every address); the lookup and the mail follow after the answer, so known and unknown
   * addresses answer alike and equally fast. A source address over its limit gets 429; a target
   * over its limit gets the usual answer and no mail.
   */
  async requestConfirmationResend(email: string, address: string): Promise<void> {
    await this.throttle.enforce('confirmationResend.address', [address], 'throttle.tooMany');
    if (!(await this.throttle.consume('confirmationResend.target', [canonicalEmail(email)])).allowed) return;
    this.background.run('resend confirmation', () => this.resendConfirmation(email));
  }

  /** `GET /auth/forgot-password/{email}`: as requestConfirmationResend, for the password-reset mail. */
  async requestPasswordReset(email: string, address: string): Promise<void> {
    await this.throttle.enforce('passwordReset.address', [address], 'throttle.tooMany');
    if (!(await this.throttle.consume('passwordReset.target', [canonicalEmail(email)])).allowed) return;
    this.background.run('password reset', () => this.forgotPassword(email));
  }

  /** Sends a new confirmation mail to an unconfirmed account; says the same in every case. */
  async resendConfirmation(email: string): Promise<void> {
    const person = await this.persons.findByEmail(canonicalEmail(email));
    if (!person || person.emailConfirmedAt || person.status !== 'PENDING' || !person.passwordHash) return;
    await this.dataSource.transaction(async (manager) =>
      this.queueConfirmation(manager, person, await this.tokens.issue(person.id, 'EMAIL_CONFIRMATION', manager)),
    );
  }

  /** Mails a reset link to an existing, enabled account; says the same in every case. */
  async forgotPassword(email: string): Promise<void> {
    const person = await this.persons.findByEmail(canonicalEmail(email));
    if (!person || person.status === 'DISABLED') return;
    const language = languageOf(person);
    await this.dataSource.transaction(async (manager) => {
      const code = await this.tokens.issue(person.id, 'PASSWORD_RESET', manager);
      await this.mail.enqueue(
        manager,
        person.email,
        renderMail('passwordReset', language, {
          firstName: person.firstName || person.email,
          link: `${this.config.publicUrl}/${language}/auth/create-new-password/${code}`,
        }),
      );
    });
  }

  /**
   * Sets a new password, by an emailed code (reset or invitation) or, signed in, with the
   * current password. Either way every earlier session ends (token version moves on).
   */
  async resetPassword(dto: ResetPasswordDto, user: AuthUser | undefined): Promise<{ email: string }> {
    const code = dto.code || dto.newPasswordToken;
    if (!code && !(user && dto.currentPassword !== undefined)) {
      throw new DomainError('VALIDATION_FAILED', 'auth.codeOrCurrentPasswordRequired');
    }
    const passwordHash = await this.passwords.hash(dto.newPassword);
    const changed = await this.dataSource.transaction(async (manager) => {
      let person: AccountPerson;
      if (code) {
        const token = await this.tokens.consume(code, PASSWORD_SETTING_CODES, manager);
        person = await this.persons.getById(manager, token.personId);
        if (token.purpose === 'INVITATION') {
          await this.invitations.markAccepted(manager, person.id);
        }
      } else {
        person = await this.persons.getById(manager, (user as AuthUser).id);
        if (!(await this.passwords.verify(person.passwordHash, dto.currentPassword ?? ''))) {
          throw new DomainError('VALIDATION_FAILED', 'auth.currentPasswordWrong');
        }
      }
      if (person.status === 'DISABLED') throw new DomainError('ACCOUNT_DISABLED', 'auth.accountDisabled');
      if (dto.newPassword.toLowerCase() === person.email)
        throw new DomainError('VALIDATION_FAILED', 'validation.passwordEqualsEmail');
      // A reset link proves the mailbox, so it also confirms the address (and activates an invitation).
      await this.persons.setPassword(manager, person, passwordHash, Boolean(code));
      // Whichever way the password changed, no code mailed before may set another one.
      await this.tokens.retire(person.id, PASSWORD_SETTING_CODES, manager);
      return { email: person.email };
    });
    // Guesses at the old password are moot: the account-wide sign-in limit starts again, so an owner
    // locked out on a new device by an attack can reset the password and sign in.
    await this.throttle.reset('login.account', [changed.email]);
    return changed;
  }

  /** Queues the confirmation mail in the transaction that issued its code (the outbox delivers it). */
  private async queueConfirmation(manager: EntityManager, person: AccountPerson, code: string): Promise<void> {
    const language = languageOf(person);
    await this.mail.enqueue(
      manager,
      person.email,
      renderMail('emailConfirmation', language, {
        firstName: person.firstName || person.email,
        link: `${this.config.publicUrl}/${language}/auth/email-confirmed/${code}`,
      }),
    );
  }
}

const languageOf = (person: AccountPerson): Language => (isLanguage(person.language) ? person.language : 'de');
