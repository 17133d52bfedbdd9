/**
 * The collab feature's public face: the pieces the item screens of tasks, protocols and offers
 * share (history, versions, conflicts, templates, presence, comments, the item page's parts).
 * Import it only from lazily loaded screens, so none of it reaches the login page. The sagas
 * and slices import the non-visual parts from their files (item-flows.saga.ts,
 * item-detail.reducers.ts, item-toasts.ts, item-state.ts).
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
export { ItemComments, type ItemComment, type ItemCommentActions, type ItemCommentsProps } from './ItemComments';
export { ItemHistory, type ItemHistoryProps, type ItemVersionActions } from './ItemHistory';
export { PastVersionAlert, type PastVersionAlertProps } from './PastVersionAlert';
export { ItemHeader, type ItemHeaderProps } from './ItemHeader';
export { WatchSwitch, type WatchSwitchProps } from './WatchSwitch';
export { ItemTabs, useItemTabs, type ItemTab, type ItemTabsProps, type ItemPageActions } from './ItemTabs';
export { FormActions, type FormActionsProps } from './FormActions';
export { NewItemForm, EditItemForm, type NewItemFormProps, type EditItemFormProps } from './ItemForms';
export { DeleteItemButton, type DeleteItemButtonProps } from './DeleteItemButton';
export { useListQuery, type ListNotify, type ListQuery, type ListQueryKit } from './useListQuery';
export { useSavedFilterMenu, type SavedFilterMenuOptions } from './useSavedFilterMenu';
export { FilterSelect, type FilterSelectProps } from './FilterSelect';
export { TitleField, TypeSelect, PublishSwitches, type TypeSelectProps, type PublishSwitchesProps } from './ItemFormFields';
export { useTemplateLoader } from './useTemplateLoader';
export { collabCatalog, COLLAB } from './collab.catalog';
