import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Box, Button, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { localeFrom } from '@kollab/contracts';
import { ListState } from '../../components/ListState';
import { formatDateTime } from '../../lib/dates';
import { contactsActions, selectContactDetail, selectContactLookups } from './contacts.slice';
import { selectTypeTitles, selectUserNames, useContactLookups } from './contact-lookups';
import { changeLines, personNamesFrom, type HistoryLabels } from './history-changes';
import { useCatalog } from '../../lib/i18n-catalog';
import { contactsCatalog } from './contacts.catalog';

/**
 * Seed issue item 8: who changed what when, newest first; any version can be shown as it
 * was (`onShowVersion`: the page then shows the contact as it was).
 */
export function ContactHistory({ onShowVersion }: { onShowVersion(): void }) {
  const { t, i18n } = useCatalog('contacts', contactsCatalog);
  const dispatch = useDispatch();
  const detail = useSelector(selectContactDetail);
  const { form } = useSelector(selectContactLookups);
  const { countries } = useContactLookups(['countries']);
  const userNames = useSelector(selectUserNames);
  const typeTitles = useSelector(selectTypeTitles);
  const { history, past, view } = detail;

  useEffect(() => {
    dispatch(contactsActions.historyRequested());
  }, [dispatch]);

  const words: HistoryLabels = useMemo(
    () => ({
      t: (key, options) => t(key, options ?? {}),
      locale: localeFrom(i18n.language),
      elements: form.data?.elements ?? [],
      typeTitles,
      userNames,
      countries,
      personNames: personNamesFrom(history.entries),
    }),
    [t, i18n.language, form.data, countries, typeTitles, userNames, history.entries],
  );
  const entries = [...history.entries].reverse();

  return (
    <ListState status={history.status} empty={entries.length === 0} onRetry={() => dispatch(contactsActions.historyRequested())}>
      <List aria-label={t('history.label')} disablePadding>
        {entries.map((entry) => {
          const lines = changeLines(entry, words);
          const current = entry.version === view?.version;
          const shown = entry.version === past.version;
          const who = entry.actor_id ? (entry.actor_name ?? userNames[entry.actor_id] ?? t('history.unknownUser')) : t('history.system');
          return (
            <ListItem key={entry.version} disableGutters sx={{ display: 'block' }}>
              <Paper variant="outlined" sx={{ p: 1.5, borderColor: shown ? 'primary.main' : undefined }}>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
                  <Box>
                    <Typography variant="subtitle2" component="h3">
                      {t(`history.events.${entry.type}`, { defaultValue: entry.type })}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {t('history.byAt', { who, when: formatDateTime(entry.occurred_at), version: entry.version })}
                    </Typography>
                  </Box>
                  {entry.type !== 'ContactDeleted' &&
                    (current && past.version === null ? (
                      <Typography variant="caption" color="text.secondary">
                        {t('history.current')}
                      </Typography>
                    ) : (
                      <Button
                        size="small"
                        startIcon={<HistoryIcon />}
                        disabled={shown}
                        onClick={() => {
                          dispatch(current ? contactsActions.pastVersionClosed() : contactsActions.pastVersionRequested({ version: entry.version }));
                          onShowVersion();
                        }}
                      >
                        {current ? t('past.backToCurrent') : t('history.showAsItWas')}
                      </Button>
                    ))}
                </Stack>
                {lines.length > 0 && (
                  <Box
                    component="dl"
                    sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: { sm: 'minmax(120px, max-content) 1fr' }, columnGap: 2, rowGap: 0.5 }}
                  >
                    {lines.map((line) => (
                      <Box key={line.field} sx={{ display: 'contents' }}>
                        <Typography component="dt" variant="body2" color="text.secondary">
                          {line.label}
                        </Typography>
                        <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
                          {entry.type === 'ContactCreated' ? line.to || '—' : t('history.fromTo', { from: line.from || '—', to: line.to || '—' })}
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
