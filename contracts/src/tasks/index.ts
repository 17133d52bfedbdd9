// The tasks context's DTOs, views and rules (issue 6).
export * from './task.rules';
export * from './task.inputs';
export * from './task.views';
export * from './list-tasks.query';
export * from './task-repeat';
