// npm run seed:demo: creates the demo organisations and users (README) on the
// configured store, PostgreSQL included; keeps what already exists.
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';
import { loadConfig } from '../core/config/app-config';
import { DemoSeeder } from '../contexts/demo/demo-seeder';

async function main(): Promise<void> {
  // Workers on: the projections must run so that later steps see earlier ones.
  const config = { ...loadConfig(), seedDemo: false, logLevel: 'warn' as const };
  const app = await NestFactory.createApplicationContext(AppModule.forRoot({ config }), { logger: ['error', 'warn'] });
  await app.init();
  try {
    const result = await app.get(DemoSeeder).seed();
    console.log(`Demo data: ${result.users} users and ${result.accounts} organisations created.`);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
