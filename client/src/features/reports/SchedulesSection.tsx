import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Box, Button, IconButton, Stack, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { ReportScheduleView } from '@kollab/contracts';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ListState } from '../../components/ListState';
import { PagedTable } from '../../components/PagedTable';
import { formatDateTime } from '../../lib/dates';
import { fileNameOf, reportName, runHasFile, useReportsCatalog } from './report-texts';
import { reportsActions, selectReports } from './reports.slice';
import { PAGE_SIZES, type ReportManager } from './reports.state';
import { RunStatusChip } from './RunStatusChip';
import { ScheduleDialog } from './ScheduleDialog';
import { rhythmText } from './schedule-rhythm';

/** "Geplante Berichte": the account's schedules (they follow the pushes), "Neuer Bericht", edit and delete. */
export function SchedulesSection() {
  const { t } = useReportsCatalog();
  const dispatch = useDispatch();
  const { schedules, managers, dialog } = useSelector(selectReports);
  const [deleting, setDeleting] = useState<ReportScheduleView | null>(null);
  const names = new Map(managers.list.map((manager: ReportManager) => [manager.id, manager.name]));
  const label = (schedule: ReportScheduleView) => `${reportName(schedule.kind, schedule.format, t)}, ${rhythmText(schedule, t)}`;
  const page = (next: { page?: number; limit?: number }) => dispatch(reportsActions.listRequested({ list: 'schedules', ...next }));

  return (
    <Box component="section" aria-labelledby="reports-schedules">
      <Stack direction="row" sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h6" component="h2" id="reports-schedules">
          {t('schedules.title')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => dispatch(reportsActions.dialogOpened({ id: null }))}>
          {t('schedules.new')}
        </Button>
      </Stack>
      <ListState status={schedules.status} empty={schedules.rows.length === 0} emptyText={t('schedules.empty')} onRetry={() => page({})}>
        <PagedTable
          label={t('schedules.title')}
          busy={schedules.status === 'loading'}
          head={
            <>
              <TableCell>{t('schedules.columns.report')}</TableCell>
              <TableCell>{t('schedules.columns.rhythm')}</TableCell>
              <TableCell>{t('schedules.columns.recipients')}</TableCell>
              <TableCell>{t('schedules.columns.nextRun')}</TableCell>
              <TableCell>{t('schedules.columns.lastRun')}</TableCell>
              <TableCell align="right">{t('schedules.columns.actions')}</TableCell>
            </>
          }
          total={schedules.total}
          page={schedules.page}
          limit={schedules.limit}
          pageSizes={PAGE_SIZES}
          onPage={(next) => page({ page: next })}
          onLimit={(limit) => page({ page: 1, limit })}
        >
          {schedules.rows.map((schedule) => {
            const run = schedule.last_run;
            return (
              <TableRow key={schedule.id}>
                <TableCell>{reportName(schedule.kind, schedule.format, t)}</TableCell>
                <TableCell>{rhythmText(schedule, t)}</TableCell>
                <TableCell>{schedule.recipients.map((id) => names.get(id) ?? t('schedules.unknownRecipient')).join(', ')}</TableCell>
                <TableCell>{formatDateTime(schedule.next_run_at)}</TableCell>
                <TableCell>
                  {run ? (
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <RunStatusChip status={run.status} />
                      {runHasFile(run.status) && (
                        <Button
                          size="small"
                          aria-label={t('schedules.lastRunFileOf', { slot: formatDateTime(run.slot) })}
                          onClick={() =>
                            dispatch(
                              reportsActions.downloadRequested({
                                source: 'run',
                                id: run.id,
                                fileName: fileNameOf({ ...schedule, file_name: null, slot: run.slot, created_at: run.slot }),
                              }),
                            )
                          }
                        >
                          {t('schedules.lastRunFile')}
                        </Button>
                      )}
                    </Stack>
                  ) : (
                    <Typography variant="body2" color="text.secondary">
                      {t('schedules.noRun')}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title={t('common:edit')}>
                    <IconButton
                      aria-label={t('schedules.edit', { name: label(schedule) })}
                      onClick={() => dispatch(reportsActions.dialogOpened({ id: schedule.id }))}
                    >
                      <EditOutlinedIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('schedules.deleteConfirm')}>
                    <IconButton aria-label={t('schedules.delete', { name: label(schedule) })} onClick={() => setDeleting(schedule)}>
                      <DeleteOutlineIcon />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            );
          })}
        </PagedTable>
      </ListState>
      {dialog.open && <ScheduleDialog key={dialog.id ?? 'new'} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('schedules.deleteTitle')}
        text={deleting ? t('schedules.deleteText', { name: reportName(deleting.kind, deleting.format, t), rhythm: rhythmText(deleting, t) }) : ''}
        confirmLabel={t('schedules.deleteConfirm')}
        destructive
        onConfirm={() => deleting && dispatch(reportsActions.deleteRequested({ id: deleting.id, version: deleting.version }))}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
