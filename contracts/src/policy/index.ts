export * from './team-permissions';
