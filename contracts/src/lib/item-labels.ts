import type { Locale } from '../errors/locale';
import type { OfferOutcome, OfferStatus } from '../offers/offer.rules';
import type { TaskPriority, TaskStatus } from '../tasks/task.rules';

/**
 * The words for the states of tasks and protocols, German first: one source for every
 * place that shows them outside the screens (the printed PDFs), equal to the client's
 * tasks and protocols catalogs (`status`, `priority`, `published`), which a client test
 * holds to these.
 */
export const TASK_STATUS_LABELS = {
  de: { open: 'Offen', in_progress: 'In Arbeit', closed: 'Erledigt', overdue: 'Überfällig' },
  en: { open: 'Open', in_progress: 'In progress', closed: 'Done', overdue: 'Overdue' },
} as const satisfies Record<Locale, Record<TaskStatus, string>>;

export const TASK_PRIORITY_LABELS = {
  de: { low: 'Niedrig', normal: 'Normal', high: 'Hoch', urgent: 'Dringend' },
  en: { low: 'Low', normal: 'Normal', high: 'High', urgent: 'Urgent' },
} as const satisfies Record<Locale, Record<TaskPriority, string>>;

/** Draft or published, for tasks and protocols alike. */
export const PUBLISHED_LABELS = {
  de: { draft: 'Entwurf', published: 'Veröffentlicht' },
  en: { draft: 'Draft', published: 'Published' },
} as const satisfies Record<Locale, Record<'draft' | 'published', string>>;

/** An offer's status and outcome in the words of the client's offers catalogs (`status`, `outcome`): exports. */
export const OFFER_STATUS_LABELS = {
  de: { open: 'Offen', in_progress: 'In Bearbeitung', closed: 'Abgeschlossen', overdue: 'Überfällig' },
  en: { open: 'Open', in_progress: 'In progress', closed: 'Closed', overdue: 'Overdue' },
} as const satisfies Record<Locale, Record<OfferStatus, string>>;
export const OFFER_OUTCOME_LABELS = {
  de: { accepted: 'Angenommen', declined: 'Abgelehnt' },
  en: { accepted: 'Accepted', declined: 'Declined' },
} as const satisfies Record<Locale, Record<OfferOutcome, string>>;
