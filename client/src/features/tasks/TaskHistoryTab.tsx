import { useDispatch, useSelector } from 'react-redux';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import type { TaskView } from '@kollab/contracts';
import { useCatalog } from '../../lib/i18n-catalog';
import { HistoryPanel, VersionDiff, VersionScrubber, type FieldLabels } from '../collab';
import { TASK_DIFF_FIELDS } from './task-fields';
import { selectTaskDetail, selectTaskUserNames, tasksActions } from './tasks.slice';
import { TASKS, tasksCatalog } from './tasks.catalog';

/**
 * The History tab: the scrubber over every version (the task as it was shows above, read-only),
 * the entries newest first (show a version, compare it with the current one) and the comparison.
 */
export function TaskHistoryTab({ task, words }: { task: TaskView; words: FieldLabels }) {
  const { t } = useCatalog(TASKS, tasksCatalog);
  const dispatch = useDispatch();
  const detail = useSelector(selectTaskDetail);
  const names = useSelector(selectTaskUserNames);
  const { history, past, compare } = detail;
  const latest = task.version;
  const show = (version: number) => dispatch(version === latest ? tasksActions.pastVersionClosed() : tasksActions.pastVersionRequested({ version }));

  return (
    <Stack spacing={2}>
      {history.status === 'loaded' && history.entries.length > 0 && (
        <Paper variant="outlined" sx={{ px: 2 }}>
          <VersionScrubber
            entries={history.entries}
            value={past.version ?? latest}
            latest={latest}
            names={names}
            onChange={show}
            onAt={(at) => dispatch(tasksActions.pastVersionRequested({ at }))}
          />
        </Paper>
      )}
      {compare.version !== null && (
        <Paper variant="outlined" component="section" aria-labelledby="task-compare" sx={{ p: 2 }}>
          <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
            <Typography id="task-compare" variant="subtitle1" component="h2" sx={{ flex: 1 }}>
              {t('history.compareTitle', { version: compare.version, latest })}
            </Typography>
            <Button size="small" onClick={() => dispatch(tasksActions.compareClosed())}>
              {t('common:close')}
            </Button>
          </Stack>
          {compare.status === 'loading' && <CircularProgress size={24} aria-label={t('common:loading')} />}
          {compare.status === 'failed' && <Alert severity="error">{t('history.compareFailed')}</Alert>}
          {compare.status === 'loaded' && compare.view && (
            <VersionDiff
              before={compare.view as unknown as Record<string, unknown>}
              after={task as unknown as Record<string, unknown>}
              beforeLabel={t('history.versionN', { version: compare.version })}
              afterLabel={t('history.current', { version: latest })}
              fields={TASK_DIFF_FIELDS}
              words={words}
            />
          )}
        </Paper>
      )}
      <Box>
        <HistoryPanel
          entries={history.entries}
          status={history.status}
          names={names}
          words={words}
          onShowVersion={(version) => {
            show(version);
            if (typeof window !== 'undefined') window.scrollTo?.({ top: 0, behavior: 'smooth' });
          }}
          onCompare={(version) => dispatch(tasksActions.compareRequested({ version }))}
          onRetry={() => dispatch(tasksActions.historyRequested())}
        />
      </Box>
    </Stack>
  );
}
