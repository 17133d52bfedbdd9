import { CircularProgress, Box, Grid, Paper, Tab, Tabs } from '@mui/material';
import type { TaskView } from '@kollab/contracts';
import { useCatalog } from '../../lib/i18n-catalog';
import type { FieldLabels } from '../collab';
import { TaskComments } from './TaskComments';
import { TaskEditor } from './TaskEditor';
import { TaskFiles } from './TaskFiles';
import { TaskHistoryTab } from './TaskHistoryTab';
import { TaskLinks } from './TaskLinks';
import { TaskPeople } from './TaskPeople';
import { TaskSummary } from './TaskSummary';
import type { TaskDetailState } from './tasks.state';
import { TASKS, tasksCatalog } from './tasks.catalog';

export const TASK_TABS = ['details', 'comments', 'links', 'files', 'history'] as const;
export type TaskTab = (typeof TASK_TABS)[number];

export interface TaskTabsProps {
  task: TaskView;
  /** The version shown instead of the current one (history), if any. */
  past: TaskDetailState['past'];
  words: FieldLabels;
  selfId: string;
  tab: TaskTab;
  onTab(tab: TaskTab): void;
  readOnly: boolean;
  mayEdit: boolean;
  /** The form instead of the read view on the details tab. */
  editing: boolean;
  onCloseEditor(): void;
}

/** A staff user's task in tabs: details (read view or form, and the people), comments, links, files, history. */
export function TaskTabs({ task: current, past, words, selfId, tab, onTab, readOnly, mayEdit, editing, onCloseEditor }: TaskTabsProps) {
  const { t } = useCatalog(TASKS, tasksCatalog);
  const showingPast = past.version !== null;
  return (
    <>
      <Tabs
        value={tab}
        onChange={(_event, value: TaskTab) => onTab(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('tabs.label')}
        sx={{ mb: 2 }}
      >
        {TASK_TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            id={`task-tab-${value}`}
            aria-controls={`task-panel-${value}`}
            label={
              value === 'comments'
                ? t('tabs.commentsCount', { count: current.comments.length })
                : value === 'files'
                  ? t('tabs.filesCount', { count: current.files.length })
                  : t(`tabs.${value}`)
            }
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`task-panel-${tab}`} aria-labelledby={`task-tab-${tab}`}>
        {tab === 'details' && (
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, lg: 8 }}>
              {showingPast ? (
                <Paper variant="outlined" sx={{ p: 2 }}>
                  {past.view ? <TaskSummary task={past.view} words={words} /> : <CircularProgress aria-label={t('common:loading')} />}
                </Paper>
              ) : editing && mayEdit ? (
                <TaskEditor key={current.id} task={current} words={words} onClose={onCloseEditor} />
              ) : (
                <Paper variant="outlined" sx={{ p: 2 }}>
                  <TaskSummary task={current} words={words} canEndSeries={mayEdit} />
                </Paper>
              )}
            </Grid>
            <Grid size={{ xs: 12, lg: 4 }}>
              <TaskPeople task={showingPast && past.view ? past.view : current} selfId={selfId} readOnly={readOnly} mayEdit={mayEdit} />
            </Grid>
          </Grid>
        )}
        {tab === 'comments' && <TaskComments task={current} selfId={selfId} readOnly={readOnly} />}
        {tab === 'links' && <TaskLinks task={current} readOnly={!mayEdit} />}
        {tab === 'files' && <TaskFiles task={current} readOnly={!mayEdit} />}
        {tab === 'history' && (
          <>
            {showingPast && past.view && (
              <Paper variant="outlined" sx={{ p: 2, mb: 2 }} aria-label={t('past.label', { version: past.version })}>
                <TaskSummary task={past.view} words={words} />
              </Paper>
            )}
            <TaskHistoryTab task={current} words={words} />
          </>
        )}
      </Box>
    </>
  );
}
