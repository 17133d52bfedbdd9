// Exports and scheduled reports (issue 16).
export * from './export.inputs';
export * from './export.views';
