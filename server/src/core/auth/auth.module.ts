import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ACCESS_TOKEN_VERIFIER } from './access-token-verifier';
import { AccessTokenStrategy } from './access-token.strategy';
import { JWT_SECRET, loadJwtSecret } from './jwt-secret';
import { RequestAuthGuard } from './request-auth.guard';

/** The access-token port for HTTP guards and the socket handshake: passport-jwt's strategy (access-token.strategy.ts). */
@Global()
@Module({
  providers: [
    { provide: JWT_SECRET, inject: [APP_CONFIG], useFactory: (config: AppConfig) => loadJwtSecret(config) },
    AccessTokenStrategy,
    { provide: ACCESS_TOKEN_VERIFIER, useExisting: AccessTokenStrategy },
    // Every HTTP route is closed unless marked @Public() or @NoAccount().
    { provide: APP_GUARD, useClass: RequestAuthGuard },
  ],
  exports: [JWT_SECRET, ACCESS_TOKEN_VERIFIER],
})
export class AuthModule {}
