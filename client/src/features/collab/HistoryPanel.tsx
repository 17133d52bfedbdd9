import { Box, Button, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import type { HistoryEntry } from '@kollab/contracts';
import { ListState } from '../../components/ListState';
import { formatDateTime } from '../../lib/dates';
import { useCatalog } from '../../lib/i18n-catalog';
import { COLLAB, collabCatalog } from './collab.catalog';
import { shortenPair } from './shorten-pair';
import type { FieldLabels } from './field-labels';
import type { RequestStatus } from '../../lib/request-status';

/** Nothing set: null, '', an empty list or object. */
const isUnset = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) ? value.length === 0 : typeof value === 'object' && Object.keys(value as object).length === 0);

export interface HistoryPanelProps {
  entries: readonly HistoryEntry[];
  status: RequestStatus;
  names: Record<string, string>;
  words: FieldLabels;
  onShowVersion(version: number): void;
  onCompare(version: number): void;
  onRetry(): void;
}

/**
 * An item's history, newest first: who, when (DD.MM.YYYY HH:mm), and what changed
 * (label: from → to; a creation lists what was given). Every entry can be shown as it was
 * or compared with the current version (not the newest: it is the current one).
 */
export function HistoryPanel({ entries, status, names, words, onShowVersion, onCompare, onRetry }: HistoryPanelProps) {
  const { t } = useCatalog(COLLAB, collabCatalog);
  const newestFirst = [...entries].sort((a, b) => b.version - a.version);
  const latest = newestFirst[0]?.version ?? 0;
  const text = (field: string, value: unknown) => (value === null || value === undefined ? '' : words.value(field, value)) || t('empty');
  /** Before → after in words, long texts cut where they differ. */
  const fromTo = (field: string, from: unknown, to: unknown) => {
    const [before, after] = shortenPair(text(field, from), text(field, to));
    return t('history.fromTo', { from: before, to: after });
  };

  return (
    <ListState status={status} empty={newestFirst.length === 0} emptyText={t('history.empty')} onRetry={onRetry}>
      <List aria-label={t('history.label')} disablePadding>
        {newestFirst.map((entry) => {
          const who = entry.actor_id ? (entry.actor_name ?? names[entry.actor_id] ?? t('history.unknownUser')) : t('history.system');
          const created = entry.version === 1;
          // A creation lists the fields that were set (the server leaves out empty ones; older answers may not).
          const changes = entry.changes.filter((change) => (words.shows?.(change.field) ?? true) && !(created && isUnset(change.to)));
          return (
            <ListItem
              key={entry.version}
              disableGutters
              sx={{ display: 'block' }}
              aria-label={t('history.byAt', { who, when: formatDateTime(entry.occurred_at), version: entry.version })}
            >
              <Paper variant="outlined" sx={{ p: 1.5 }}>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
                  <Box>
                    <Typography variant="subtitle2" component="h3">
                      {created ? t('history.created') : t('history.changed')}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {t('history.byAt', { who, when: formatDateTime(entry.occurred_at), version: entry.version })}
                    </Typography>
                  </Box>
                  <Stack direction="row" spacing={1}>
                    <Button size="small" startIcon={<HistoryIcon />} onClick={() => onShowVersion(entry.version)}>
                      {t('history.showVersion')}
                    </Button>
                    <Button
                      size="small"
                      startIcon={<CompareArrowsIcon />}
                      disabled={entry.version === latest}
                      onClick={() => onCompare(entry.version)}
                    >
                      {t('history.compare')}
                    </Button>
                  </Stack>
                </Stack>
                {changes.length > 0 && (
                  <Box
                    component="dl"
                    sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: { sm: 'minmax(120px, max-content) 1fr' }, columnGap: 2, rowGap: 0.5 }}
                  >
                    {changes.map((change) => (
                      <Box key={change.field} sx={{ display: 'contents' }}>
                        <Typography component="dt" variant="body2" color="text.secondary">
                          {words.label(change.field)}
                        </Typography>
                        <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
                          {created ? shortenPair('', text(change.field, change.to))[1] : fromTo(change.field, change.from, change.to)}
                        </Typography>
                      </Box>
                    ))}
                  </Box>
                )}
              </Paper>
            </ListItem>
          );
        })}
      </List>
    </ListState>
  );
}
