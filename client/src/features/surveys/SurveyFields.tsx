import { memo } from 'react';
import { Autocomplete, FormControlLabel, FormHelperText, Stack, Switch, TextField } from '@mui/material';
import type { MemberView, SurveyQuestion } from '@kollab/contracts';
import { DateField } from '../../components/DateField';
import { RichTextEditor } from '../../components/RichTextEditor';
import { useCatalog } from '../../lib/i18n-catalog';
import type { FieldMessages } from '../../lib/validation';
import { TitleField } from '../collab';
import type { SurveyFormValues } from './survey-form';
import type { QuestionErrors, QuestionField } from './survey-questions';
import { QuestionList } from './QuestionList';
import { SURVEYS, surveysCatalog } from './surveys.catalog';

export interface SurveyFieldsProps {
  values: SurveyFormValues;
  onChange<K extends keyof SurveyFormValues>(field: K, value: SurveyFormValues[K]): void;
  /** The survey's own fields' messages (the form's, over the server's). */
  messages: FieldMessages;
  questionErrors: QuestionErrors[];
  /** A save was tried: every question's messages show. */
  showAll: boolean;
  /** The server's 422/409 messages (`questions.<i>.<field>` among them). */
  serverMessages: FieldMessages;
  onQuestionEdited(index: number, field: QuestionField): void;
  /** Whom a survey may ask, and names of those already asked who are not among them. */
  members: readonly MemberView[];
  names: Record<string, string>;
  /** Published: whether it is anonymous is fixed. */
  anonymityFixed: boolean;
  /** In progress: the start date is fixed. */
  startDateFixed?: boolean;
  /** The saved questions by id once answers lock them. */
  saved: ReadonlyMap<string, SurveyQuestion> | null;
  /** The rich text editor starts afresh when this changes (it is uncontrolled). */
  editorKey?: string | number;
}

const sameMessages = (a: FieldMessages, b: FieldMessages) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

/**
 * The fields of a survey (new and edit): title, description (rich text, as offers), anonymous
 * (fixed once published), start and due date, the assignees (active members from the users
 * lookup) and the questions.
 */
export function SurveyFields(props: SurveyFieldsProps) {
  const { values, onChange } = props;
  return (
    <Stack spacing={2}>
      <SurveyBasics
        title={values.title}
        description={values.description}
        anonymous={values.anonymous}
        start_date={values.start_date}
        due_date={values.due_date}
        assignees={values.assignees}
        onChange={onChange}
        messages={props.messages}
        members={props.members}
        names={props.names}
        anonymityFixed={props.anonymityFixed}
        startDateFixed={props.startDateFixed}
        editorKey={props.editorKey}
      />
      <QuestionList
        questions={values.questions}
        onChange={(questions) => onChange('questions', questions)}
        errors={props.questionErrors}
        showAll={props.showAll}
        serverMessages={props.serverMessages}
        onEdited={props.onQuestionEdited}
        saved={props.saved}
      />
    </Stack>
  );
}

type BasicsProps = Omit<SurveyFormValues, 'questions'> &
  Pick<SurveyFieldsProps, 'onChange' | 'messages' | 'members' | 'names' | 'anonymityFixed' | 'startDateFixed' | 'editorKey'>;

/** The survey's own fields; they render again only when one of them (or its message) changed, not as questions are typed. */
const SurveyBasics = memo(
  function SurveyBasics({ onChange, messages, members, names, anonymityFixed, startDateFixed, editorKey, ...values }: BasicsProps) {
    const { t } = useCatalog(SURVEYS, surveysCatalog);
    const ids = [...new Set([...members.map((member) => member.id), ...values.assignees])];
    const nameOf = (id: string) => names[id] || t('editor.unknownUser');
    return (
      <>
        <TitleField label={t('fields.title')} value={values.title} message={messages.title} onChange={(title) => onChange('title', title)} />
        <RichTextEditor
          key={editorKey}
          label={t('fields.description')}
          value={values.description}
          onChange={(html) => onChange('description', html)}
          error={Boolean(messages.description)}
          helperText={messages.description}
        />
        <div>
          <FormControlLabel
            control={<Switch checked={values.anonymous} onChange={(event) => onChange('anonymous', event.target.checked)} />}
            label={t('fields.anonymous')}
            disabled={anonymityFixed}
          />
          <FormHelperText error={Boolean(messages.anonymous)}>
            {messages.anonymous ?? (anonymityFixed ? t('editor.anonymousFixed') : t('editor.anonymousHint'))}
          </FormHelperText>
        </div>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {(['start_date', 'due_date'] as const).map((field) => (
            <DateField
              key={field}
              label={t(`fields.${field}`)}
              name={field}
              value={values[field]}
              onChange={(date) => onChange(field, date)}
              error={Boolean(messages[field])}
              helperText={messages[field] ?? (field === 'start_date' && startDateFixed ? t('editor.startFixed') : undefined)}
              disabled={field === 'start_date' && startDateFixed}
              fullWidth
            />
          ))}
        </Stack>
        <Autocomplete
          multiple
          options={ids}
          value={values.assignees}
          onChange={(_event, chosen) => onChange('assignees', chosen)}
          getOptionLabel={nameOf}
          filterSelectedOptions
          noOptionsText={t('editor.noAssigneeOptions')}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('fields.assignees')}
              name="assignees"
              error={Boolean(messages.assignees)}
              helperText={messages.assignees ?? t('editor.assigneesHint')}
            />
          )}
        />
      </>
    );
  },
  (before, after) =>
    (Object.keys(before) as (keyof BasicsProps)[]).every((key) => key === 'messages' || before[key] === after[key]) &&
    sameMessages(before.messages, after.messages),
);
