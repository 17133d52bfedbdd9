// The teams context's DTOs, views and rules (issue 5).
export * from './team.rules';
export * from './team.inputs';
export * from './list-teams.query';
export * from './team.views';
