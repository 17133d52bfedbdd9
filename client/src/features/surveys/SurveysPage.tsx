import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Chip, Stack, Tab, TableCell, Tabs } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { SURVEY_ORDERS, SURVEY_STATUSES, type SurveyListItemView } from '@kollab/contracts';
import { ListFilterBar } from '../../components/ListFilterBar';
import { ListState } from '../../components/ListState';
import { OpenableRow, RowLink } from '../../components/OpenableRow';
import { PagedTable } from '../../components/PagedTable';
import { PageHeader } from '../../components/PageHeader';
import { SelectField } from '../../components/SelectField';
import { SortHeaderCell } from '../../components/SortHeaderCell';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { formatDate } from '../../lib/dates';
import { useCatalog } from '../../lib/i18n-catalog';
import { FilterSelect, useListQuery } from '../collab';
import { isFiltered, MY_SURVEYS_QUERY_KIT, SURVEY_PAGE_SIZES, SURVEYS_QUERY_KIT, type SurveysTab } from './survey-query';
import { AssigneeStatusChip, SurveyStatusChip } from './SurveyChips';
import { SURVEYS, surveysCatalog } from './surveys.catalog';
import { surveysActions, selectSurveyList } from './surveys.slice';

/** Whether I can answer a listed survey now: it runs and I have not submitted (the answer page says why not otherwise). */
const answerable = (survey: SurveyListItemView) =>
  survey.status === 'in_progress' && (survey.my_status === 'open' || survey.my_status === 'in_progress');

/**
 * /surveys (everyone with the surveys app): "Meine Umfragen" (the surveys I am asked to
 * answer, with my status and "Antworten") and, with role surveys, "Von mir erstellt" (mine to
 * edit, with how many answered). Search, status, order, paging and the tab in the URL; saved
 * filters per user (prefix `surveys.`).
 */
export function SurveysPage({ canAuthor }: { canAuthor: boolean }) {
  const { t } = useCatalog(SURVEYS, surveysCatalog);
  const dispatch = useDispatch();
  const list = useSelector(selectSurveyList);
  const { query, key, filter, sortBy, paging, filterBar } = useListQuery(
    canAuthor ? SURVEYS_QUERY_KIT : MY_SURVEYS_QUERY_KIT,
    'surveys.',
    surveysActions.listRequested,
  );
  const tab: SurveysTab = query.tab;
  const current = list.key === key;
  const mine = tab === 'mine';

  return (
    <Box>
      <PageHeader title={t('routes:titles.surveys')}>
        {canAuthor && (
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/surveys/new">
            {t('list.create')}
          </Button>
        )}
      </PageHeader>

      {canAuthor && (
        <Tabs value={tab} onChange={(_event, next: SurveysTab) => filter({ tab: next })} aria-label={t('tabs.label')} sx={{ mb: 2 }}>
          <Tab value="mine" label={t('tabs.mine')} />
          <Tab value="authored" label={t('tabs.authored')} />
        </Tabs>
      )}

      <ListFilterBar
        id="survey-filters"
        searchLabel={t('list.search')}
        order={
          <SelectField
            label={t('list.order')}
            value={query.order}
            options={SURVEY_ORDERS.map((order) => ({ value: order, label: t(`orders.${order.replace('-', 'desc_')}`) }))}
            onChange={sortBy}
            minWidth={240}
          />
        }
        {...filterBar}
      >
        <FilterSelect
          label={t('fields.status')}
          value={query.status}
          options={SURVEY_STATUSES.filter((status) => !mine || status !== 'draft').map((status) => ({ value: status, label: t(`status.${status}`) }))}
          onChange={(status) => filter({ status })}
        />
      </ListFilterBar>

      <ListState
        status={current || list.status !== 'loaded' ? list.status : 'loading'}
        empty={list.rows.length === 0}
        emptyText={isFiltered(query) ? t('list.noMatches') : mine ? t('list.emptyMine') : t('list.emptyAuthored')}
        onRetry={() => dispatch(surveysActions.listRequested(query))}
      >
        <PagedTable
          label={`${t('list.tableLabel')}: ${mine ? t('tabs.mine') : t('tabs.authored')}`}
          busy={list.status === 'loading'}
          head={
            <>
              <SortHeaderCell field="title" label={t('fields.title')} order={query.order} onSort={sortBy} />
              <SortHeaderCell field="status" label={t('fields.status')} order={query.order} onSort={sortBy} />
              <SortHeaderCell field="start_date" label={t('fields.start_date')} order={query.order} onSort={sortBy} />
              <SortHeaderCell field="due_date" label={t('fields.due_date')} order={query.order} onSort={sortBy} />
              {mine ? (
                <>
                  <TableCell>{t('fields.my_status')}</TableCell>
                  <TableCell>
                    <VisuallyHidden>{t('list.answer')}</VisuallyHidden>
                  </TableCell>
                </>
              ) : (
                <>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('fields.question_count')}</TableCell>
                  <TableCell>{t('list.responses')}</TableCell>
                </>
              )}
            </>
          }
          total={list.total}
          pageSizes={SURVEY_PAGE_SIZES}
          {...paging}
        >
          {list.rows.map((survey) => (
            <SurveyRow key={survey.id} survey={survey} mine={mine} />
          ))}
        </PagedTable>
      </ListState>
    </Box>
  );
}

function SurveyRow({ survey, mine }: { survey: SurveyListItemView; mine: boolean }) {
  const { t } = useCatalog(SURVEYS, surveysCatalog);
  const path = `/surveys/${encodeURIComponent(survey.id)}`;
  return (
    <OpenableRow label={t('list.open', { title: survey.title })}>
      <TableCell sx={{ fontWeight: 500 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <RowLink to={mine ? `${path}/answer` : path}>{survey.title}</RowLink>
          {survey.anonymous && <Chip size="small" variant="outlined" label={t('list.anonymous')} />}
        </Stack>
      </TableCell>
      <TableCell>
        <SurveyStatusChip status={survey.status} />
      </TableCell>
      <TableCell>{formatDate(survey.start_date)}</TableCell>
      <TableCell>{formatDate(survey.due_date)}</TableCell>
      {mine ? (
        <>
          <TableCell>{survey.my_status && <AssigneeStatusChip status={survey.my_status} />}</TableCell>
          <TableCell align="right">
            {answerable(survey) && (
              <Button
                size="small"
                variant="contained"
                component={RouterLink}
                to={`${path}/answer`}
                aria-label={t('list.answerNamed', { title: survey.title })}
                sx={{ position: 'relative', zIndex: 1 }}
              >
                {t('list.answer')}
              </Button>
            )}
          </TableCell>
        </>
      ) : (
        <>
          <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{survey.question_count}</TableCell>
          <TableCell>{t('list.responsesOf', { submitted: survey.submitted_count, assignees: survey.assignee_count })}</TableCell>
        </>
      )}
    </OpenableRow>
  );
}
