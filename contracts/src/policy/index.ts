export * from './team-permissions';
export * from './policy';
