import { Module } from '@nestjs/common';
import { JwtAuthGuard, OptionalJwtAuthGuard } from './auth.guards';

/**
 * What every controller needs to authenticate a request: the guards. They need nothing but the
 * passport strategy, which the accounts module (AuthModule) registers once for the application;
 * so feature modules import this module, not the accounts module (sign-up, sign-in, invitations),
 * and the imports keep running from higher modules to lower ones (issue 26).
 */
@Module({
  providers: [JwtAuthGuard, OptionalJwtAuthGuard],
  exports: [JwtAuthGuard, OptionalJwtAuthGuard],
})
export class AuthenticationModule {}
