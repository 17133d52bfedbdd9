export * from './team-permissions';
export * from './policy';
export * from './item-abilities';
export * from './portal-names';
