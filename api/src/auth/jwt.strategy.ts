import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { InjectRepository } from '@nestjs/typeorm';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { Repository } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { DomainError } from '../common/domain-error';
import { Person } from '../persons/person.entity';
import type { AccessTokenPayload, AuthUser } from './auth.types';

/**
 * Accepts only HS256 bearer tokens signed with our secret, unexpired, whose token version still
 * matches the person's (logout and password changes raise it) and whose account is active.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectRepository(Person) private readonly persons: Repository<Person>,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwt.secret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(payload: AccessTokenPayload): Promise<AuthUser> {
    const person = await this.persons.findOne({
      where: { id: payload.sub },
      select: { id: true, email: true, role: true, status: true, tokenVersion: true },
    });
    if (!person || person.tokenVersion !== payload.ver || person.status !== 'ACTIVE') {
      throw new DomainError('UNAUTHENTICATED', 'auth.sessionEnded');
    }
    return { id: person.id, email: person.email, role: person.role };
  }
}
