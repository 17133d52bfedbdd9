import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { argon2id, argon2Verify } from 'hash-wasm';

/** OWASP's argon2id parameters: 19 MiB, 2 iterations, 1 lane; 32-byte hash, 16-byte salt. */
const PARAMETERS = { memorySize: 19456, iterations: 2, parallelism: 1, hashLength: 32 } as const;

/**
 * argon2id in WebAssembly (hash-wasm): PHC strings (`$argon2id$v=19$m=19456,t=2,p=1$…`),
 * the format native argon2 libraries read and write too. Chosen over the native `argon2`
 * package, whose prebuilt binary crashed (SIGSEGV) on this platform; about 60 ms a hash here.
 */
@Injectable()
export class PasswordHasher {
  private dummy: Promise<string> | undefined;

  hash(password: string): Promise<string> {
    return argon2id({ ...PARAMETERS, password, salt: randomBytes(16), outputType: 'encoded' });
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await argon2Verify({ password, hash: passwordHash });
    } catch {
      return false; // a malformed stored hash never signs anyone in
    }
  }

  /** Spends the time of a real check, so an unknown user answers as slowly as a wrong password. */
  async verifyNothing(password: string): Promise<false> {
    this.dummy ??= this.hash('never-a-password-0A');
    await this.verify(await this.dummy, password);
    return false;
  }
}
