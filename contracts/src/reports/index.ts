// Exports and scheduled reports (issue 16).
export * from './export.inputs';
export * from './export.views';
export * from './report-schedule.inputs';
export * from './report-schedule.views';
