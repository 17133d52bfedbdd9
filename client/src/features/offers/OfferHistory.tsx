import { useDispatch, useSelector } from 'react-redux';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { OfferView } from '@kollab/contracts';
import { ListState } from '../../components/ListState';
import { useCatalog } from '../../lib/i18n-catalog';
import { HistoryPanel, VersionDiff, VersionScrubber, type FieldLabels } from '../collab';
import { OFFER_FIELDS } from './offer-fields';
import { OFFERS, offersCatalog } from './offers.catalog';
import { offersActions, selectOfferDetail } from './offers.slice';

/** The fields a version comparison lists: the number, the form's fields, what the calculation comes to, status and outcome. */
export const DIFF_FIELDS = ['number', ...OFFER_FIELDS, 'rates', 'subtotal', 'provision_amount', 'total', 'status', 'outcome', 'viewers'] as const;

/**
 * The history tab: the changes, newest first, in words; a version scrubber (the offer as it
 * was, read-only, shows above: `?version=N`, or `?at=T` for a time); a version compared with
 * the current one in a dialog.
 */
export function OfferHistory({ current, names, words }: { current: OfferView; names: Record<string, string>; words: FieldLabels }) {
  const { t } = useCatalog(OFFERS, offersCatalog);
  const dispatch = useDispatch();
  const { history, past, compare } = useSelector(selectOfferDetail);
  const latest = current.version;
  const show = (version: number) => dispatch(version >= latest ? offersActions.pastVersionClosed() : offersActions.pastVersionRequested({ version }));

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
            onAt={(at) => dispatch(offersActions.pastVersionRequested({ at }))}
          />
        </Box>
      )}
      <HistoryPanel
        entries={history.entries}
        status={history.status}
        names={names}
        words={words}
        onShowVersion={show}
        onCompare={(version) => dispatch(offersActions.compareRequested({ version }))}
        onRetry={() => dispatch(offersActions.historyRequested())}
      />
      <Dialog
        open={compare !== null}
        onClose={() => dispatch(offersActions.compareClosed())}
        fullWidth
        maxWidth="md"
        aria-labelledby="offer-compare-title"
      >
        <DialogTitle id="offer-compare-title">{t('history.compareTitle', { version: compare?.version ?? '' })}</DialogTitle>
        <DialogContent>
          <ListState
            status={compare?.status ?? 'idle'}
            empty={!compare?.view}
            onRetry={() => compare && dispatch(offersActions.compareRequested({ version: compare.version }))}
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
          <Button onClick={() => dispatch(offersActions.compareClosed())}>{t('history.close')}</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
