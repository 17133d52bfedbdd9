// The types context's DTOs, views and rules (issue 5).
export * from './type-rules';
export * from './type.inputs';
export * from './type.views';
