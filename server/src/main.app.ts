// What main.ts loads after it has started the work that runs beside loading the app (the
// embedded database's initdb template, core/sql/pglite-template.ts).
export { createApp } from './app.factory';
export { DemoSeeder } from './contexts/demo/demo-seeder';
export { EVENT_STORE } from './core/event-store/event-store';
export { HttpDrain } from './core/http/http-drain';
export { ReadYourWrites } from './core/projections/read-your-writes';
