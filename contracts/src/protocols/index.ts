// The protocols context's DTOs, views and rules (issue 6).
export * from './protocol.rules';
export * from './protocol.inputs';
export * from './protocol.views';
