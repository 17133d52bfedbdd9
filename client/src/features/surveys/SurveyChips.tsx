import { Chip } from '@mui/material';
import type { SurveyAssigneeStatus, SurveyStatus } from '@kollab/contracts';
import { useCatalog } from '../../lib/i18n-catalog';
import { ASSIGNEE_STATUS_COLORS, SURVEY_STATUS_COLORS } from './survey-display';
import { SURVEYS, surveysCatalog } from './surveys.catalog';

/** A survey's status: Entwurf, Veröffentlicht (open, before its start), Läuft, Abgeschlossen. */
export function SurveyStatusChip({ status }: { status: SurveyStatus }) {
  const { t } = useCatalog(SURVEYS, surveysCatalog);
  return <Chip size="small" color={SURVEY_STATUS_COLORS[status]} variant={status === 'open' ? 'outlined' : 'filled'} label={t(`status.${status}`)} />;
}

/** An assignee's own status: open, in progress (saved a part), closed (submitted), overdue. */
export function AssigneeStatusChip({ status, label }: { status: SurveyAssigneeStatus; label?: string }) {
  const { t } = useCatalog(SURVEYS, surveysCatalog);
  const text = t(`assigneeStatus.${status}`);
  return <Chip size="small" color={ASSIGNEE_STATUS_COLORS[status]} variant="outlined" label={label ? `${label}: ${text}` : text} />;
}
