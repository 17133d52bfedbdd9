import { memo, useState, type DragEvent, type KeyboardEvent } from 'react';
import { Box, Button, FormControlLabel, IconButton, MenuItem, Paper, Stack, Switch, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  checkSurveyAnswer,
  isChoiceQuestion,
  isNumericQuestion,
  localeFrom,
  SURVEY_QUESTION_TYPES,
  type SurveyAnswerValue,
  type SurveyQuestionType,
} from '@kollab/contracts';
import { useCatalog } from '../../lib/i18n-catalog';
import { AnswerControl } from './AnswerControl';
import { ruleMessage } from './survey-form';
import { newChoice, questionOf, withType, type QuestionDraft, type QuestionField, type QuestionLocks } from './survey-questions';
import { SURVEYS, surveysCatalog } from './surveys.catalog';

/** What a card does (stable across renders: the list reads its latest questions when called). */
export interface QuestionActions {
  /** The ids in use in the survey (new choices get others). */
  taken(): string[];
  /** A field of question `id` changed (`field`: which, so its message shows). */
  change(id: string, draft: QuestionDraft, field: QuestionField): void;
  move(from: number, to: number): void;
  duplicate(id: string): void;
  remove(id: string): void;
  /** Drag and drop: a card's handle was picked up, let go, or dropped on a card. */
  dragStart(index: number): void;
  dragEnd(): void;
  drop(index: number): void;
}

export interface QuestionCardProps {
  draft: QuestionDraft;
  /** Its place (0-based) and how many there are. */
  index: number;
  count: number;
  /** The messages to show per field. */
  messages: Partial<Record<QuestionField, string>>;
  /** What answers lock of it. */
  locks: QuestionLocks;
  disabled?: boolean;
  /** A question is being dragged (this one takes a drop). */
  dragging: boolean;
  actions: QuestionActions;
}

const sameMessages = (a: QuestionCardProps['messages'], b: QuestionCardProps['messages']) => {
  const keys = Object.keys(a) as QuestionField[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

/** A card renders again only when what it shows changed (typing in one question leaves the others alone). */
export const QuestionCard = memo(
  QuestionCardView,
  (before, after) =>
    before.draft === after.draft &&
    before.index === after.index &&
    before.count === after.count &&
    before.locks === after.locks &&
    before.disabled === after.disabled &&
    before.dragging === after.dragging &&
    before.actions === after.actions &&
    sameMessages(before.messages, after.messages),
);

/**
 * One question in the editor: its type (fixed once answered), text, `required`, the choices
 * (edited inline; saved ones of an answered question cannot be removed), bounds and a scale's
 * end labels; moved by dragging its handle, by the up and down buttons or by Alt+Arrow up /
 * down anywhere in it; duplicated, deleted, and previewed as the answer page shows it.
 */
function QuestionCardView(props: QuestionCardProps) {
  const { draft, index, count, messages, locks, disabled, actions } = props;
  const { taken } = actions;
  const onChange = (next: QuestionDraft, field: QuestionField) => actions.change(draft.id, next, field);
  const onMove = (to: number) => actions.move(index, to);
  const { t, i18n } = useCatalog(SURVEYS, surveysCatalog);
  const [preview, setPreview] = useState(false);
  const [previewAnswer, setPreviewAnswer] = useState<SurveyAnswerValue>(null);
  const [over, setOver] = useState(false);
  const number = index + 1;
  const titleId = `question-${draft.id}-title`;
  const set = <K extends keyof QuestionDraft>(field: K & QuestionField, value: QuestionDraft[K]) => onChange({ ...draft, [field]: value }, field);
  const setChoices = (choices: QuestionDraft['answer_choices']) => onChange({ ...draft, answer_choices: choices }, 'answer_choices');

  const keys = (event: KeyboardEvent) => {
    if (!event.altKey || disabled) return;
    if (event.key === 'ArrowUp' && index > 0) {
      event.preventDefault();
      onMove(index - 1);
    } else if (event.key === 'ArrowDown' && index < count - 1) {
      event.preventDefault();
      onMove(index + 1);
    }
  };
  const dragOver = (event: DragEvent) => {
    if (!props.dragging) return;
    event.preventDefault();
    setOver(true);
  };
  const numeric = isNumericQuestion(draft.type);
  const previewed = questionOf(draft);
  const previewError = preview ? checkSurveyAnswer(previewed, previewAnswer, 'save') : null;
  const step = draft.type === 'rating' || draft.type === 'scale';

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      data-question={draft.id}
      tabIndex={-1}
      onKeyDown={keys}
      onDragOver={dragOver}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        actions.drop(index);
      }}
      sx={{ p: 2, borderColor: over ? 'primary.main' : undefined, borderWidth: over ? 2 : undefined }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <Box
          draggable={!disabled}
          onDragStart={(event) => {
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', draft.id);
            actions.dragStart(index);
          }}
          onDragEnd={actions.dragEnd}
          aria-hidden
          title={t('editor.drag', { number })}
          sx={{ display: 'flex', cursor: disabled ? 'default' : 'grab', color: 'text.secondary' }}
        >
          <DragIndicatorIcon />
        </Box>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ flex: 1 }}>
          {t('editor.questionNumber', { number })} · {t(`types.${draft.type}`)}
        </Typography>
        <IconButton aria-label={t('editor.moveUp', { number })} disabled={disabled || index === 0} onClick={() => onMove(index - 1)}>
          <ArrowUpwardIcon />
        </IconButton>
        <IconButton aria-label={t('editor.moveDown', { number })} disabled={disabled || index === count - 1} onClick={() => onMove(index + 1)}>
          <ArrowDownwardIcon />
        </IconButton>
        <IconButton aria-label={t('editor.duplicate', { number })} disabled={disabled} onClick={() => actions.duplicate(draft.id)}>
          <ContentCopyIcon />
        </IconButton>
        <Tooltip title={locks.remove ? t('editor.removeLocked') : ''}>
          <span>
            <IconButton aria-label={t('editor.remove', { number })} disabled={disabled || locks.remove} onClick={() => actions.remove(draft.id)}>
              <DeleteIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>

      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label={t('editor.type')}
            value={draft.type}
            onChange={(event) => {
              setPreviewAnswer(null);
              onChange(withType(draft, event.target.value as SurveyQuestionType, taken()), 'type');
            }}
            disabled={disabled || locks.type}
            error={Boolean(messages.type)}
            helperText={messages.type ?? (locks.type ? t('editor.typeLocked') : undefined)}
            sx={{ minWidth: 220 }}
          >
            {SURVEY_QUESTION_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`types.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('editor.questionText')}
            value={draft.question}
            onChange={(event) => set('question', event.target.value)}
            disabled={disabled}
            required
            fullWidth
            name="question"
            error={Boolean(messages.question)}
            helperText={messages.question}
          />
        </Stack>
        <FormControlLabel
          control={<Switch checked={draft.required} onChange={(event) => onChange({ ...draft, required: event.target.checked }, 'required')} />}
          label={t('editor.required')}
          disabled={disabled}
        />

        {isChoiceQuestion(draft.type) && (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="body2" color={messages.answer_choices ? 'error' : 'text.secondary'} sx={{ mb: 1 }}>
              {t('editor.choices')}
            </Typography>
            <Stack spacing={1}>
              {draft.answer_choices.map((choice, at) => {
                const locked = locks.choices.has(choice.id);
                return (
                  <Stack key={choice.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <TextField
                      size="small"
                      label={t('editor.choice', { number: at + 1 })}
                      value={choice.label}
                      onChange={(event) =>
                        setChoices(draft.answer_choices.map((item) => (item.id === choice.id ? { ...item, label: event.target.value } : item)))
                      }
                      disabled={disabled}
                      fullWidth
                    />
                    <Tooltip title={locked ? t('editor.choiceLocked') : ''}>
                      <span>
                        <IconButton
                          aria-label={t('editor.removeChoice', { number: at + 1 })}
                          disabled={disabled || locked}
                          onClick={() => setChoices(draft.answer_choices.filter((item) => item.id !== choice.id))}
                        >
                          <CloseIcon />
                        </IconButton>
                      </span>
                    </Tooltip>
                  </Stack>
                );
              })}
            </Stack>
            {messages.answer_choices && (
              <Typography variant="caption" color="error" role="alert" sx={{ display: 'block', mt: 0.5 }}>
                {messages.answer_choices}
              </Typography>
            )}
            <Button
              startIcon={<AddIcon />}
              size="small"
              sx={{ mt: 1 }}
              disabled={disabled}
              onClick={() => setChoices([...draft.answer_choices, newChoice(taken())])}
            >
              {t('editor.addChoice')}
            </Button>
          </Box>
        )}

        {numeric && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {(['min', 'max'] as const).map((field) => (
              <TextField
                key={field}
                label={t(`editor.${field}`)}
                value={draft[field]}
                onChange={(event) => set(field, event.target.value)}
                disabled={disabled}
                error={Boolean(messages[field])}
                helperText={messages[field]}
                required={step}
                sx={{ width: { xs: '100%', sm: 200 } }}
                slotProps={{ htmlInput: { inputMode: step ? 'numeric' : 'decimal', autoComplete: 'off' } }}
              />
            ))}
          </Stack>
        )}
        {draft.type === 'scale' && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {(['min_label', 'max_label'] as const).map((field) => (
              <TextField
                key={field}
                label={t(field === 'min_label' ? 'editor.minLabel' : 'editor.maxLabel')}
                value={draft[field]}
                onChange={(event) => set(field, event.target.value)}
                disabled={disabled}
                error={Boolean(messages[field])}
                helperText={messages[field]}
                fullWidth
              />
            ))}
          </Stack>
        )}

        <Box>
          <Button size="small" startIcon={<VisibilityIcon />} aria-pressed={preview} onClick={() => setPreview((shown) => !shown)}>
            {t('editor.preview')}
          </Button>
          {preview && (
            <Box role="region" aria-label={t('editor.previewOf', { number })} sx={{ mt: 1, p: 2, bgcolor: 'action.hover', borderRadius: 1 }}>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 1 }}>
                {t('editor.previewHint')}
              </Typography>
              <AnswerControl
                key={draft.type}
                question={previewed}
                label={draft.question.trim() || t('editor.questionNumber', { number })}
                value={previewAnswer}
                onChange={setPreviewAnswer}
                error={previewError ? ruleMessage(previewError, localeFrom(i18n.language)) : undefined}
              />
            </Box>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}
