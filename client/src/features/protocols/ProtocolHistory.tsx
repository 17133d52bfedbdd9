import { useDispatch, useSelector } from 'react-redux';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import type { ProtocolView } from '@kollab/contracts';
import { ListState } from '../../components/ListState';
import { useCatalog } from '../../lib/i18n-catalog';
import { HistoryPanel, VersionDiff, VersionScrubber, type FieldLabels } from '../collab';
import { PROTOCOL_FIELDS } from './protocol-fields';
import { PROTOCOLS, protocolsCatalog } from './protocols.catalog';
import { protocolsActions, selectProtocolDetail } from './protocols.slice';

/** The fields a version comparison lists. */
export const DIFF_FIELDS = ['number', ...PROTOCOL_FIELDS] as const;

/**
 * The history tab (staff): the changes, newest first; a version scrubber (the protocol as it
 * was, read-only, shows above); a version compared with the current one in a dialog.
 */
export function ProtocolHistory({ current, names, words }: { current: ProtocolView; names: Record<string, string>; words: FieldLabels }) {
  const { t } = useCatalog(PROTOCOLS, protocolsCatalog);
  const dispatch = useDispatch();
  const detail = useSelector(selectProtocolDetail);
  const { history, past, compare } = detail;
  const latest = current.version;
  const show = (version: number) =>
    dispatch(version >= latest ? protocolsActions.pastVersionClosed() : protocolsActions.pastVersionRequested({ version }));

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
            onAt={(at) => dispatch(protocolsActions.pastVersionRequested({ at }))}
          />
        </Box>
      )}
      <HistoryPanel
        entries={history.entries}
        status={history.status}
        names={names}
        words={words}
        onShowVersion={show}
        onCompare={(version) => dispatch(protocolsActions.compareRequested({ version }))}
        onRetry={() => dispatch(protocolsActions.historyRequested())}
      />
      <Dialog
        open={compare !== null}
        onClose={() => dispatch(protocolsActions.compareClosed())}
        fullWidth
        maxWidth="md"
        aria-labelledby="protocol-compare-title"
      >
        <DialogTitle id="protocol-compare-title">{t('history.compareTitle', { version: compare?.version ?? '' })}</DialogTitle>
        <DialogContent>
          <ListState
            status={compare?.status ?? 'idle'}
            empty={!compare?.view}
            onRetry={() => compare && dispatch(protocolsActions.compareRequested({ version: compare.version }))}
          >
            {compare?.view && (
              <VersionDiff
                before={compare.view as unknown as Record<string, unknown>}
                after={current as unknown as Record<string, unknown>}
                beforeLabel={t('history.version', { version: compare.version })}
                afterLabel={t('history.current')}
                fields={DIFF_FIELDS}
                words={words}
              />
            )}
          </ListState>
        </DialogContent>
        <DialogActions>
          <Stack direction="row">
            <Button onClick={() => dispatch(protocolsActions.compareClosed())}>{t('history.close')}</Button>
          </Stack>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
