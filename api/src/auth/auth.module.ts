import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Person } from '../persons/person.entity';
import { ThrottleModule } from '../throttle/throttle.module';
import { AccountService } from './account.service';
import { OneTimeTokenService } from './one-time-token.service';
import { AuthController } from './auth.controller';
import { JwtAuthGuard, OptionalJwtAuthGuard, RolesGuard } from './auth.guards';
import { AuthService } from './auth.service';
import { DeviceCookies } from './device-cookie';
import { JwtStrategy } from './jwt.strategy';
import { PasswordService } from './password.service';

@Module({
  imports: [
    PassportModule,
    ThrottleModule,
    TypeOrmModule.forFeature([Person]),
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
    JwtAuthGuard,
    OptionalJwtAuthGuard,
    RolesGuard,
  ],
  exports: [AuthService, PasswordService, OneTimeTokenService, JwtAuthGuard, RolesGuard],
})
export class AuthModule {}
