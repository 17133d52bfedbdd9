import { useDispatch } from 'react-redux';
import type { Action } from '@reduxjs/toolkit';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { ListState } from '../../components/ListState';
import { useCatalog } from '../../lib/i18n-catalog';
import { COLLAB, collabCatalog } from './collab.catalog';
import type { FieldLabels } from './field-labels';
import { HistoryPanel } from './HistoryPanel';
import type { ItemHistoryState, VersionCompareState } from './item-state';
import { VersionDiff } from './VersionDiff';
import { VersionScrubber } from './VersionScrubber';

/** The feature's actions of history and versions (item-detail.reducers.ts makes them). */
export interface ItemVersionActions {
  historyRequested(): Action;
  pastVersionRequested(payload: { version: number } | { at: string }): Action;
  pastVersionClosed(): Action;
  compareRequested(payload: { version: number }): Action;
  compareClosed(): Action;
}

export interface ItemHistoryProps {
  /** The item kind (`offer`, `protocol`): the comparison dialog's title is `<kind>-compare-title`. */
  kind: string;
  /** The current version of the item. */
  current: object & { version: number };
  /** The open item's history, the past version shown (if any) and the comparison. */
  detail: { history: ItemHistoryState; past: { version: number | null } | null; compare: VersionCompareState<object> | null };
  names: Record<string, string>;
  words: FieldLabels;
  /** The fields a comparison lists. */
  fields: readonly string[];
  actions: ItemVersionActions;
}

const record = (view: object) => view as Record<string, unknown>;

/**
 * An item's history tab: the changes, newest first, in words; a version scrubber (the item as
 * it was, read-only, shows above: `?version=N`, or `?at=T` for a time); a version compared
 * with the current one in a dialog. It dispatches the feature's `actions`.
 */
export function ItemHistory({ kind, current, detail, names, words, fields, actions }: ItemHistoryProps) {
  const { t } = useCatalog(COLLAB, collabCatalog);
  const dispatch = useDispatch();
  const { history, past, compare } = detail;
  const latest = current.version;
  const show = (version: number) => dispatch(version >= latest ? actions.pastVersionClosed() : actions.pastVersionRequested({ version }));
  const titleId = `${kind}-compare-title`;

  return (
    <Box>
      {history.status === 'loaded' && history.entries.length > 0 && (
        <Box sx={{ mb: 2 }}>
          <VersionScrubber
            entries={history.entries}
            value={past?.version ?? latest}
            latest={latest}
            names={names}
            onChange={show}
            onAt={(at) => dispatch(actions.pastVersionRequested({ at }))}
          />
        </Box>
      )}
      <HistoryPanel
        entries={history.entries}
        status={history.status}
        names={names}
        words={words}
        onShowVersion={show}
        onCompare={(version) => dispatch(actions.compareRequested({ version }))}
        onRetry={() => dispatch(actions.historyRequested())}
      />
      <Dialog open={compare !== null} onClose={() => dispatch(actions.compareClosed())} fullWidth maxWidth="md" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t('versions.compareTitle', { version: compare?.version ?? '' })}</DialogTitle>
        <DialogContent>
          <ListState
            status={compare?.status ?? 'idle'}
            empty={!compare?.view}
            onRetry={() => compare && dispatch(actions.compareRequested({ version: compare.version }))}
          >
            {compare?.view && (
              <VersionDiff
                before={record(compare.view)}
                after={record(current)}
                beforeLabel={t('versions.version', { version: compare.version })}
                afterLabel={t('versions.current')}
                fields={fields}
                words={words}
              />
            )}
          </ListState>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => dispatch(actions.compareClosed())}>{t('versions.close')}</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
