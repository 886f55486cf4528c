import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import type { AppConfig } from '../platform/config/app-config';
import { AgencyMembersModule } from '../agencies/agency-members.module';
import { APP_CONFIG } from '../platform/config/config.module';
import { InvitationRepository } from './invitations/invitation.repository';
import { OrganisationMembersModule } from '../organisations/organisation-members.module';
import { PersonRecordsModule } from '../people/person-records.module';
import { ThrottleModule } from '../platform/throttle/throttle.module';
import { AccountPrivacyService } from './account-privacy.service';
import { AccountService } from './account.service';
import { OneTimeTokenService } from './one-time-token.service';
import { AuthController } from './auth.controller';
import { AuthenticationModule } from '../platform/authentication/authentication.module';
import { AuthService } from './auth.service';
import { DeviceCookies } from './device-cookie';
import { JwtStrategy } from './jwt.strategy';
import { PasswordService } from './password.service';

@Module({
  imports: [
    AuthenticationModule,
    PassportModule,
    ThrottleModule,
    OrganisationMembersModule,
    AgencyMembersModule,
    PersonRecordsModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwt.secret,
        signOptions: { algorithm: 'HS256', expiresIn: config.jwt.ttlSeconds },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [
    AuthService,
    DeviceCookies,
    AccountService,
    PasswordService,
    OneTimeTokenService,
    JwtStrategy,
    InvitationRepository,
    AccountPrivacyService,
  ],
  exports: [
    AuthenticationModule,
    PersonRecordsModule,
    AuthService,
    PasswordService,
    OneTimeTokenService,
    InvitationRepository,
    AccountPrivacyService,
  ],
})
export class AuthModule {}
