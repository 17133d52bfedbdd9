export * from './team-permissions';
export * from './policy';
export * from './item-abilities';
