import { useEffect, useId, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  LinearProgress,
  Radio,
  RadioGroup,
  Stack,
} from '@mui/material';
import { EXPORT_FORMATS, type ExportFormat, type ExportKind } from '@kollab/contracts';
import { errorText } from '@kollab/contracts/errors/error-text';
import { localeFrom } from '@kollab/contracts/errors/locale';
import { useCatalog } from '../../lib/i18n-catalog';
import { exportFilterOf, type ListApiQuery } from './export-filter';
import { isActive, type ExportContext } from './export-run';
import { ExportProgress } from './ExportProgress';
import { EXPORTS_NS, exportsCatalog } from './exports.catalog';
import { exportsActions, selectExports, selectLatestRun, type ExportRequest, type WithExports } from './exports.slice';

export interface ExportDialogProps {
  /** The kinds offered (more than one: a choice) and the survey of survey results. */
  context: ExportContext;
  /** The list's query (lists): its filter and order go along. */
  listQuery?: ListApiQuery;
  onClose(): void;
}

/** The POST body for the choice: a list's filter without brackets, page and limit; survey results their survey. */
export function exportRequestOf(kind: ExportKind, format: ExportFormat, context: ExportContext, listQuery?: ListApiQuery): ExportRequest {
  if (kind === 'survey_results') return { kind, format, survey_id: context.surveyId ?? undefined };
  return { kind, format, filter: exportFilterOf(listQuery ?? {}) };
}

/**
 * The export's dialog: what (when the page offers more than one kind) and which format, then
 * where the export stands. Opening it reads the export it shows once (a push may have been
 * missed); the export goes on when it is closed.
 */
export function ExportDialog({ context, listQuery, onClose }: ExportDialogProps) {
  const { t, i18n } = useCatalog(EXPORTS_NS, exportsCatalog);
  const dispatch = useDispatch();
  const id = useId();
  const request = useSelector(selectExports).request;
  const latest = useSelector((state: WithExports) => selectLatestRun(state, context));
  const [kind, setKind] = useState<ExportKind>(context.kinds[0]);
  const [format, setFormat] = useState<ExportFormat>('xlsx');
  // an export that ended before the dialog opened (or that "Neuer Export" put aside) is not shown: the form is
  const [putAside, setPutAside] = useState(latest && !isActive(latest) ? latest.id : null);
  const shown = latest && latest.id !== putAside ? latest : null;
  const submitting = request.status === 'submitting';

  useEffect(() => {
    dispatch(exportsActions.dialogOpened(context));
  }, [dispatch, context]);

  const submit = () => dispatch(exportsActions.requested(exportRequestOf(kind, format, context, listQuery)));
  const rejection = request.status === 'failed' ? request.rejection : null;
  const fieldErrors = Object.entries(rejection?.fieldErrors ?? {});

  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="xs">
      <DialogTitle id={`${id}-title`}>{t('dialog.title')}</DialogTitle>
      <DialogContent>
        {shown && !submitting ? (
          <ExportProgress run={shown} />
        ) : (
          <Stack spacing={2}>
            {context.kinds.length > 1 && (
              <FormControl disabled={submitting}>
                <FormLabel id={`${id}-kind`}>{t('dialog.kind')}</FormLabel>
                <RadioGroup aria-labelledby={`${id}-kind`} value={kind} onChange={(event) => setKind(event.target.value as ExportKind)}>
                  {context.kinds.map((value) => (
                    <FormControlLabel key={value} value={value} control={<Radio />} label={t(`kinds.${value}`)} />
                  ))}
                </RadioGroup>
              </FormControl>
            )}
            <FormControl disabled={submitting}>
              <FormLabel id={`${id}-format`}>{t('dialog.format')}</FormLabel>
              <RadioGroup row aria-labelledby={`${id}-format`} value={format} onChange={(event) => setFormat(event.target.value as ExportFormat)}>
                {EXPORT_FORMATS.map((value) => (
                  <FormControlLabel key={value} value={value} control={<Radio />} label={t(`formats.${value}`)} />
                ))}
              </RadioGroup>
            </FormControl>
            <DialogContentText variant="body2">{t(kind === 'survey_results' ? 'dialog.surveyHint' : 'dialog.listHint')}</DialogContentText>
            {submitting && <LinearProgress aria-label={t('dialog.sending')} />}
            {rejection && (
              <Alert severity="error">
                {errorText(rejection.code, localeFrom(i18n.language))}
                {fieldErrors.map(([field, messages]) => (
                  <div key={field}>
                    {field.replace(/^filter\./, '')}: {messages.join(' ')}
                  </div>
                ))}
              </Alert>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {shown && !submitting ? (
          <>
            {!isActive(shown) && <Button onClick={() => setPutAside(shown.id)}>{t('dialog.again')}</Button>}
            <Button variant="contained" onClick={onClose}>
              {t('common:close')}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose}>{t('common:cancel')}</Button>
            <Button variant="contained" onClick={submit} disabled={submitting}>
              {t('dialog.submit')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
