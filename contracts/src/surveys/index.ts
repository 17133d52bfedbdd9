// The surveys context's DTOs, views, rules and the answer check (issue 15).
export * from './survey.questions';
export * from './survey.rules';
export * from './survey.inputs';
export * from './survey.views';
export * from './list-surveys.query';
