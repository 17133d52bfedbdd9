/** The exports' events as other contexts may read them from the event store (notifications): the reports' published language. */
export type { ExportEvent } from '../domain/export.events';
