import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Button, Stack, Typography } from '@mui/material';
import type { TaskView } from '@kollab/contracts';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useCatalog } from '../../lib/i18n-catalog';
import { repeatSummary, seriesLine } from './task-repeat-text';
import { tasksActions } from './tasks.slice';
import { TASKS, tasksCatalog } from './tasks.catalog';

/**
 * A recurring task's series on its detail: "Wiederkehrend · Nr. 3 · nächste am 05.01.2027",
 * the rule in words, and (`canEnd`: I may edit the current version) "Serie beenden", after a
 * confirmation: PATCH `repeat: null` based on the version shown (no next task is created).
 */
export function TaskSeries({ task, canEnd }: { task: TaskView; canEnd: boolean }) {
  const { t } = useCatalog(TASKS, tasksCatalog);
  const dispatch = useDispatch();
  const [confirming, setConfirming] = useState(false);
  const repeat = task.repeat;
  if (!repeat) return null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
      <Stack>
        <Typography variant="body2">{seriesLine(t, repeat)}</Typography>
        <Typography variant="caption" color="text.secondary">
          {repeatSummary(t, repeat.rule, task.due_date)}
        </Typography>
      </Stack>
      {canEnd && (
        <Button size="small" color="warning" onClick={() => setConfirming(true)}>
          {t('repeat.endSeries')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('repeat.endTitle')}
        text={t('repeat.endText')}
        confirmLabel={t('repeat.endConfirm')}
        destructive
        onConfirm={() => dispatch(tasksActions.editRequested({ id: task.id, base: task, changes: { repeat: null } }))}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
