import { List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import type { SurveyView } from '@kollab/contracts';
import { useCatalog } from '../../lib/i18n-catalog';
import { AssigneeStatusChip } from './SurveyChips';
import { SURVEYS, surveysCatalog } from './surveys.catalog';

/** Who is asked and how far each got (open, in progress, closed, overdue), and how many submitted. */
export function SurveyAssignees({ survey, names }: { survey: SurveyView; names: Record<string, string> }) {
  const { t } = useCatalog(SURVEYS, surveysCatalog);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="survey-assignees-title" sx={{ p: 2, mb: 2 }}>
      <Typography id="survey-assignees-title" variant="h6" component="h2">
        {t('assignees.title')}
      </Typography>
      <Typography role="status" variant="body2" color="text.secondary">
        {t('assignees.submitted', { submitted: survey.submitted_count, total: survey.assignees.length })}
      </Typography>
      {survey.assignees.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('assignees.none')}
        </Typography>
      ) : (
        <List dense aria-label={t('assignees.listLabel')}>
          {survey.assignees.map((assignee) => (
            <ListItem key={assignee.user_id} secondaryAction={<AssigneeStatusChip status={assignee.status} />}>
              <ListItemText primary={names[assignee.user_id] || t('editor.unknownUser')} />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
