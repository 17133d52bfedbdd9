import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Jwt, JwtPayload } from 'jsonwebtoken';
import { Authenticator, type PassportStatic } from 'passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { DomainRefusal } from '@kollab/contracts';
import type { AccessTokenVerifier } from './access-token-verifier';
import { JWT_SECRET } from './jwt-secret';
import { ACCESS_TOKEN_ALGORITHM, principalOfAccessToken, unauthorized } from './jwt-access-token';
import type { Principal } from './principal';

/** The name the strategy has in its Passport instance. */
const STRATEGY = 'jwt';
/** A Passport instance (what `new Authenticator()` makes). */
type PassportInstance = InstanceType<PassportStatic['Authenticator']>;
/** Each strategy's own Passport instance (see getPassportInstance). */
const passports = new WeakMap<object, PassportInstance>();

/**
 * Bearer access tokens, verified by passport-jwt through @nestjs/passport's strategy (the
 * card's stack): the signature with the server's key, the algorithm pinned to HS256 (`alg:
 * none` and every other algorithm refused before the signature is looked at), the expiry; then
 * `validate` checks the header's type and the claims (principalOfAccessToken) and returns the
 * caller.
 *
 * It is the access-token port (`verify`: the HTTP guard and the socket handshake). Each
 * strategy registers in a Passport instance of its own, not in passport's global one: several
 * apps in one process (the tests) each keep their key.
 */
@Injectable()
export class AccessTokenStrategy extends PassportStrategy(Strategy, STRATEGY) implements AccessTokenVerifier {
  constructor(@Inject(JWT_SECRET) secret: string) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: secret,
      algorithms: [ACCESS_TOKEN_ALGORITHM],
      ignoreExpiration: false,
      // The whole token (header too): its `typ` tells an access token from the others signed with the same key.
      jsonWebTokenOptions: { complete: true },
    });
  }

  getPassportInstance(): PassportInstance {
    const own = new Authenticator();
    passports.set(this, own);
    return own;
  }

  validate(token: Jwt): Principal {
    if (typeof token.payload === 'string') throw unauthorized('payload not a JSON object');
    return principalOfAccessToken(token.header, token.payload as JwtPayload);
  }

  /** Authenticates a request carrying `Authorization: Bearer <token>` through this strategy's Passport. */
  verify(token: string): Promise<Principal> {
    const passport = passports.get(this);
    if (!passport) throw new Error('AccessTokenStrategy: not registered with its Passport');
    const request = { headers: { authorization: `Bearer ${token}` } };
    return new Promise((resolve, reject) => {
      const done = (error: unknown, principal: Principal | false, info?: unknown) => {
        if (error) reject(error instanceof DomainRefusal ? error : unauthorized(String(error)));
        else if (!principal) reject(unauthorized(info instanceof Error ? info.message : 'no token'));
        else resolve(principal);
      };
      passport.authenticate(STRATEGY, { session: false }, done)(request, {}, (error: unknown) => done(error ?? new Error('passed'), false));
    });
  }
}
