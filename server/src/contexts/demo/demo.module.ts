import { Module } from '@nestjs/common';
import { DemoSeeder } from './demo-seeder';
import { DemoWorkSeeder } from './demo-work-seeder';

/**
 * The demo organisations and users (README). main.ts seeds them on the first start of
 * an embedded installation (no DATABASE_URL, no event stored yet, SEED_DEMO not false);
 * `npm run seed:demo` seeds any store. Tests start apps without them.
 */
@Module({ providers: [DemoSeeder, DemoWorkSeeder], exports: [DemoSeeder] })
export class DemoModule {}
