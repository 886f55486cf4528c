import { Body, Controller, Get, HttpCode, Inject, Ip, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Language } from '@medstaff/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../platform/config/app-config';
import { APP_CONFIG } from '../platform/config/config.module';
import { translate } from '../platform/common/messages';
import { AccountService } from './account.service';
import { AuthService } from './auth.service';
import { CurrentUser, OptionalJwtAuthGuard, RequestLanguage } from '../platform/authentication/auth.guards';
import type { AuthUser } from '../platform/authentication/auth.types';
import { deviceCookieJar } from './device-cookie';
import { ConfirmEmailDto, ConfirmEmailResponseDto, MessageResponseDto, ResetPasswordDto } from './dto/account.dto';
import { CurrentUserResponseDto, LoginDto, LoginResponseDto } from './dto/login.dto';
import { RegistrationDto, RegistrationResponseDto } from './dto/registration.dto';
import {
  clearSessionCookie,
  sessionCookieSettings,
  setSessionCookie,
  type SessionCookieSettings,
} from '../platform/authentication/session-cookie';
import { ApiOptionalSession, PublicRoute, SignedIn } from '../platform/authentication/require-access.decorator';

@ApiTags('auth')
@PublicRoute()
@Controller('auth')
export class AuthController {
  private readonly cookie: SessionCookieSettings;

  constructor(
    private readonly auth: AuthService,
    private readonly accounts: AccountService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.cookie = sessionCookieSettings(config);
  }

  @Post('registration')
  @ApiCreatedResponse({
    type: RegistrationResponseDto,
    description: 'Account created; a confirmation email is on its way',
  })
  @ApiBadRequestResponse({ description: 'message: a list of { property, constraints }' })
  @ApiConflictResponse({ description: 'The email address is already registered' })
  @ApiTooManyRequestsResponse({ description: 'Too many sign-ups from this address or for this email within an hour' })
  @ApiOperation({ summary: 'Sign up: create an account and mail the confirmation link' })
  register(
    @Body() dto: RegistrationDto,
    @RequestLanguage() language: Language,
    @Ip() address: string,
  ): Promise<RegistrationResponseDto> {
    return this.accounts.register(dto, language, address);
  }

  @Post('confirm-email')
  @HttpCode(200)
  @ApiOkResponse({ type: ConfirmEmailResponseDto })
  @ApiBadRequestResponse({ description: 'The code is unknown, used or expired' })
  @ApiOperation({ summary: 'Confirm the email address with the mailed code' })
  confirmEmail(@Body() dto: ConfirmEmailDto): Promise<ConfirmEmailResponseDto> {
    return this.accounts.confirmEmail(dto.code);
  }

  @Get('resend-verification/:email')
  @ApiOkResponse({
    type: MessageResponseDto,
    description: 'The same answer, equally fast, whether or not the address has an account (the mail follows)',
  })
  @ApiTooManyRequestsResponse({ description: 'Too many requests from this address within an hour' })
  @ApiOperation({ summary: 'Mail the confirmation link again' })
  async resendVerification(
    @Param('email') email: string,
    @RequestLanguage() language: Language,
    @Ip() address: string,
  ): Promise<MessageResponseDto> {
    await this.accounts.requestConfirmationResend(email, address);
    return { message: translate('auth.confirmationSent', language) };
  }

  @Get('forgot-password/:email')
  @ApiOkResponse({
    type: MessageResponseDto,
    description: 'The same answer, equally fast, whether or not the address has an account (the mail follows)',
  })
  @ApiTooManyRequestsResponse({ description: 'Too many requests from this address within an hour' })
  @ApiOperation({ summary: 'Mail a link to set a new password' })
  async forgotPassword(
    @Param('email') email: string,
    @RequestLanguage() language: Language,
    @Ip() address: string,
  ): Promise<MessageResponseDto> {
    await this.accounts.requestPasswordReset(email, address);
    return { message: translate('auth.resetSent', language) };
  }

  @Post('reset-password')
  @HttpCode(200)
  @UseGuards(OptionalJwtAuthGuard)
  @ApiOptionalSession()
  @ApiOkResponse({ type: ConfirmEmailResponseDto, description: 'Password set; every earlier session has ended' })
  @ApiBadRequestResponse({ description: 'Invalid code, wrong current password or a password that breaks the rules' })
  @ApiOperation({ summary: 'Set a new password (with the mailed code, or the current password when signed in)' })
  resetPassword(@Body() dto: ResetPasswordDto, @CurrentUser() user: AuthUser | undefined): Promise<{ email: string }> {
    return this.accounts.resetPassword(dto, user);
  }

  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({
    type: LoginResponseDto,
    description: 'Signed in; sets the HttpOnly device cookie that gives this browser its own sign-in allowance',
  })
  @ApiUnauthorizedResponse({ description: 'Email or password is incorrect' })
  @ApiForbiddenResponse({ description: 'The email address is not confirmed yet, or the account is disabled' })
  @ApiTooManyRequestsResponse({ description: 'Too many failed attempts within 15 minutes' })
  @ApiServiceUnavailableResponse({ description: 'SERVER_BUSY: too many sign-ins at once; Retry-After says when' })
  @ApiOperation({ summary: 'Sign in: the access token, also set as the session cookie' })
  async login(
    @Body() dto: LoginDto,
    @Ip() address: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<LoginResponseDto> {
    const session = await this.auth.login(dto, address, deviceCookieJar(request, response));
    // Browsers keep the token in an HttpOnly cookie; API clients read it from the body.
    setSessionCookie(response, this.cookie, session.access_token);
    return session;
  }

  @Get('is-logged-in')
  @SignedIn()
  @ApiOkResponse({ type: CurrentUserResponseDto })
  @ApiOperation({ summary: 'The signed-in person' })
  async isLoggedIn(@CurrentUser() user: AuthUser): Promise<CurrentUserResponseDto> {
    return { user: await this.auth.currentUser(user) };
  }

  @Post('logout')
  @HttpCode(204)
  @SignedIn()
  @ApiOperation({ summary: 'Sign out: end the session and clear its cookie' })
  async logout(@CurrentUser() user: AuthUser, @Res({ passthrough: true }) response: FastifyReply): Promise<void> {
    await this.auth.logout(user);
    clearSessionCookie(response, this.cookie);
  }
}
