import { useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { Alert, Box, Button, Chip } from '@mui/material';
import BarChartIcon from '@mui/icons-material/BarChart';
import { localeFrom, type SettableSurveyStatus, type SurveyAbilities, type SurveyView } from '@kollab/contracts';
import { errorText } from '@kollab/contracts/errors/error-text';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { BackToList, itemLoadGate } from '../../components/ItemLoadState';
import { useCatalog } from '../../lib/i18n-catalog';
import { ConflictDialog, DeleteItemButton, ItemHeader, ItemHistory, ItemTabs, PastVersionAlert, useItemTabs } from '../collab';
import { selectUser } from '../session';
import { SURVEY_DIFF_FIELDS, surveyLabels } from './survey-labels';
import { selectUserNames, useSurveyUsers } from './survey-lookups';
import { SurveyAssignees } from './SurveyAssignees';
import { SurveyStatusChip } from './SurveyChips';
import { SurveyEditor } from './SurveyEditor';
import { SurveySummary } from './SurveySummary';
import { SURVEYS, surveysCatalog } from './surveys.catalog';
import { surveysActions, selectSurveyDetail, selectSurveys } from './surveys.slice';

const isAuthorView = (view: object): view is SurveyView => 'assignees' in view;

/**
 * /surveys/:id (role surveys): the editor of an existing survey (the new one's fields, with
 * If-Match; a 409 opens the conflict), its status and who answered how far, publish (the
 * server's refusal says what is missing), close, delete, the link to the results, and the
 * history tab with versions and a diff. Someone the survey is assigned to, who is not its
 * author, is sent to its answer page. Controls follow `can` of the last GET.
 */
export function SurveyPage({ id }: { id: string }) {
  const { t, i18n } = useCatalog(SURVEYS, surveysCatalog);
  const dispatch = useDispatch();
  const detail = useSelector(selectSurveyDetail);
  const { statusRefusal } = useSelector(selectSurveys);
  const names = useSelector(selectUserNames);
  const selfId = useSelector(selectUser)?.id ?? '';
  useSurveyUsers();
  const [tab, setTab] = useItemTabs(id, surveysActions, detail.history.status);
  const [dirty, setDirty] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const [asking, setAsking] = useState<SettableSurveyStatus | null>(null);
  const words = useMemo(() => surveyLabels({ t, names }), [t, names]);

  const back = <BackToList to="/surveys?tab=authored" label={t('editor.back')} />;
  const gate = itemLoadGate(detail, id, {
    back,
    t: (key) => t(key === 'notFound' ? 'detail.notFound' : key === 'loadFailed' ? 'detail.loadError' : key),
    onRetry: () => dispatch(surveysActions.opened({ id })),
  });
  if (gate) return gate;
  const view = detail.view;
  if (!view) return null;
  // an assignee who is not the author answers it
  if (!isAuthorView(view)) return <Navigate to={`/surveys/${encodeURIComponent(id)}/answer`} replace />;

  const can = detail.can as SurveyAbilities | null;
  const past = detail.past?.view ?? null;
  const shown = past ?? view;
  const readOnly = past !== null || detail.deleted;
  const mayEdit = !readOnly && can?.edit === true && view.status !== 'closed';
  const mayChangeStatus = !readOnly && can?.change_status === true;
  const status = (next: SettableSurveyStatus) => {
    setAsking(null);
    dispatch(surveysActions.statusRequested({ id, version: view.version, status: next }));
  };
  const refusalMessages = Object.values(statusRefusal?.fieldErrors ?? {}).flat();

  return (
    <Box>
      {back}
      <ItemHeader
        number={null}
        title={shown.title}
        chips={
          <>
            <SurveyStatusChip status={shown.status} />
            <Chip size="small" variant="outlined" label={shown.anonymous ? t('detail.anonymous') : t('detail.named')} />
          </>
        }
        viewers={[]}
        selfId={selfId}
      >
        {mayChangeStatus && view.status === 'draft' && (
          <Button
            variant="contained"
            disabled={detail.busy || dirty}
            title={dirty ? t('editor.saveFirst') : undefined}
            onClick={() => setAsking('published')}
          >
            {t('detail.publish')}
          </Button>
        )}
        {mayChangeStatus && (view.status === 'open' || view.status === 'in_progress') && (
          <Button disabled={detail.busy} onClick={() => setAsking('closed')}>
            {t('detail.close')}
          </Button>
        )}
        {view.status === 'in_progress' && view.assignees.some((assignee) => assignee.user_id === selfId) && (
          <Button component={RouterLink} to={`/surveys/${encodeURIComponent(id)}/answer`}>
            {t('detail.answer')}
          </Button>
        )}
        {view.status !== 'draft' && (
          <Button component={RouterLink} to={`/surveys/${encodeURIComponent(id)}/results`} startIcon={<BarChartIcon />}>
            {t('detail.results')}
          </Button>
        )}
        {can?.delete === true && (
          <DeleteItemButton
            label={t('detail.delete')}
            title={t('detail.deleteTitle')}
            text={t('detail.deleteText', { title: view.title })}
            disabled={detail.busy || detail.deleted}
            onDelete={() => dispatch(surveysActions.deleteRequested({ id, version: view.version }))}
          />
        )}
      </ItemHeader>

      {detail.deleted && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('detail.deleted')}
        </Alert>
      )}
      {statusRefusal && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          onClose={() => dispatch(surveysActions.statusRefusalDismissed())}
          slotProps={{ closeButton: { title: t('detail.dismiss') } }}
        >
          {refusalMessages.length > 0 ? (
            <>
              {t('detail.refusal')}
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {refusalMessages.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </Box>
            </>
          ) : (
            errorText(statusRefusal.code, localeFrom(i18n.language))
          )}
        </Alert>
      )}
      {dirty && mayChangeStatus && view.status === 'draft' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('editor.saveFirst')}
        </Alert>
      )}
      <PastVersionAlert past={detail.past} onClose={() => dispatch(surveysActions.pastVersionClosed())} />

      <ItemTabs value={tab} onChange={setTab} label={t('detail.tabs')} overviewLabel={t('detail.overview')} historyLabel={t('detail.historyTab')} />

      {tab === 'history' && (
        <ItemHistory kind="survey" current={view} detail={detail} names={names} words={words} fields={SURVEY_DIFF_FIELDS} actions={surveysActions} />
      )}

      {tab === 'overview' && (
        <>
          {mayEdit ? (
            <SurveyEditor key={formKey} view={view} onDirty={setDirty} />
          ) : (
            <>
              {view.status === 'closed' && !past && (
                <Alert severity="info" sx={{ mb: 2 }}>
                  {t('editor.readOnly')}
                </Alert>
              )}
              <SurveySummary survey={shown} names={names} />
            </>
          )}
          {!past && <SurveyAssignees survey={view} names={names} />}
        </>
      )}

      <ConflictDialog
        open={detail.conflict !== null}
        conflict={detail.conflict?.conflict ?? null}
        words={words}
        onReapply={() => dispatch(surveysActions.conflictReapplied())}
        onDiscard={() => {
          dispatch(surveysActions.conflictDiscarded());
          setFormKey((key) => key + 1);
        }}
      />
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'closed' ? t('detail.closeTitle') : t('detail.publishTitle')}
        text={asking === 'closed' ? t('detail.closeText') : t('detail.publishText')}
        confirmLabel={asking === 'closed' ? t('detail.close') : t('detail.publish')}
        destructive={asking === 'closed'}
        onConfirm={() => asking && status(asking)}
        onClose={() => setAsking(null)}
      />
    </Box>
  );
}
