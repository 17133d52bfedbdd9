/**
 * The collab feature's public face: the presentational pieces the task and protocol screens
 * share (history, versions, conflicts, templates, presence). Import it only from lazily
 * loaded screens, so none of it reaches the login page.
 */
export type { FieldLabels } from './field-labels';
export { valueAt } from './field-labels';
export { HistoryPanel, type HistoryPanelProps } from './HistoryPanel';
export { VersionScrubber, type VersionScrubberProps } from './VersionScrubber';
export { diffViews } from './diff-views';
export { VersionDiff, type VersionDiffProps } from './VersionDiff';
export { conflictOf, type Conflict } from './conflict-of';
export { ConflictDialog, type ConflictDialogProps } from './ConflictDialog';
export { applyTemplate, needsTemplateChoice, type TemplateChoice } from './apply-template';
export { TemplateDialog, type TemplateDialogProps } from './TemplateDialog';
export { PresenceBar, initialsOf, type PresenceBarProps } from './PresenceBar';
export { usePresence } from './usePresence';
export { collabCatalog, COLLAB } from './collab.catalog';
