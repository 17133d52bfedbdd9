import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Menu, MenuItem, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { localeFrom, SURVEY_QUESTION_TYPES, type SurveyQuestion, type SurveyQuestionType } from '@kollab/contracts';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useCatalog } from '../../lib/i18n-catalog';
import type { FieldMessages } from '../../lib/validation';
import { ruleMessage } from './survey-form';
import {
  duplicateQuestion,
  idsOf,
  locksOf,
  moved,
  newQuestion,
  type QuestionDraft,
  type QuestionErrors,
  type QuestionField,
} from './survey-questions';
import { QuestionCard, type QuestionActions } from './QuestionCard';
import { SURVEYS, surveysCatalog } from './surveys.catalog';

export interface QuestionListProps {
  questions: QuestionDraft[];
  onChange(questions: QuestionDraft[]): void;
  /** Each question's broken rules (survey-form.ts `questionErrorsOf`). */
  errors: QuestionErrors[];
  /** Every message shows (a save was tried); otherwise those of the fields changed. */
  showAll: boolean;
  /** The server's messages: `questions` and `questions.<index>.<field>`. */
  serverMessages: FieldMessages;
  /** A question's field changed (its server message goes). */
  onEdited(index: number, field: QuestionField): void;
  /** The saved questions by id, once answers lock them; null while nothing is answered. */
  saved: ReadonlyMap<string, SurveyQuestion> | null;
  disabled?: boolean;
}

const FIELDS: readonly QuestionField[] = ['type', 'question', 'answer_choices', 'min', 'max', 'min_label', 'max_label'];

/**
 * The survey's questions in the editor: add one of the nine types, reorder (drag, buttons,
 * Alt+Arrow keys: the focus stays where it was and a screen reader hears the new place),
 * duplicate, delete; each question's messages show once its field was changed (or a save was
 * tried); the server's messages of a question until it changes.
 */
export function QuestionList({ questions, onChange, errors, showAll, serverMessages, onEdited, saved, disabled }: QuestionListProps) {
  const { t, i18n } = useCatalog(SURVEYS, surveysCatalog);
  const locale = localeFrom(i18n.language);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<number | null>(null);
  // a question added from the menu: its text takes the focus once the menu has closed
  const [added, setAdded] = useState<string | null>(null);
  const refocus = useRef<HTMLElement | null>(null);
  // the cards' actions stay the same (the cards render again only when theirs changed): they read the latest props here
  const latest = useRef({ questions, onChange, onEdited, t, dragging });
  useEffect(() => {
    latest.current = { questions, onChange, onEdited, t, dragging };
  });

  // after a move the control that moved it keeps the focus (or its question, when the control is now disabled)
  useEffect(() => {
    const element = refocus.current;
    refocus.current = null;
    if (!element || !element.isConnected) return;
    if (element.matches(':disabled')) element.closest<HTMLElement>('[data-question]')?.focus();
    else if (document.activeElement !== element) element.focus();
  }, [questions]);

  const actions = useMemo<QuestionActions>(() => {
    const now = () => latest.current;
    const move = (from: number, to: number) => {
      const { questions: list, onChange: change, t: text } = now();
      if (to < 0 || to >= list.length || from === to) return;
      refocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      change(moved(list, from, to));
      setAnnouncement(text('editor.moved', { from: from + 1, to: to + 1 }));
    };
    return {
      taken: () => idsOf(now().questions),
      change(id, next, field) {
        const { questions: list, onChange: change, onEdited: edited } = now();
        const index = list.findIndex((item) => item.id === id);
        if (index < 0) return;
        setTouched((current) => new Set(current).add(`${id}.${field}`));
        change(list.map((item) => (item.id === id ? next : item)));
        edited(index, field);
      },
      move,
      duplicate(id) {
        const { questions: list, onChange: change, t: text } = now();
        const index = list.findIndex((item) => item.id === id);
        if (index < 0) return;
        const copy = duplicateQuestion(list[index], idsOf(list));
        change([...list.slice(0, index + 1), copy, ...list.slice(index + 1)]);
        setAnnouncement(text('editor.added', { number: index + 2, type: text(`types.${copy.type}`) }));
      },
      remove(id) {
        const { questions: list, onChange: change } = now();
        change(list.filter((item) => item.id !== id));
      },
      dragStart: (index) => setDragging(index),
      dragEnd: () => setDragging(null),
      drop(index) {
        const from = now().dragging;
        if (from !== null) move(from, index);
        setDragging(null);
      },
    };
  }, []);

  // what answers lock, once per saved question (the cards compare it by reference)
  const locks = useMemo(() => new Map([...(saved ?? new Map<string, SurveyQuestion>())].map(([id, question]) => [id, locksOf(question)])), [saved]);
  const noLocks = useMemo(() => locksOf(undefined), []);

  const add = (type: SurveyQuestionType) => {
    setMenu(null);
    const question = newQuestion(type, idsOf(questions));
    onChange([...questions, question]);
    setAdded(question.id);
    setAnnouncement(t('editor.added', { number: questions.length + 1, type: t(`types.${type}`) }));
  };
  const focusAdded = () => {
    if (added) document.querySelector<HTMLElement>(`[data-question="${added}"] input[name="question"]`)?.focus();
  };
  const messagesOf = (draft: QuestionDraft, index: number) => {
    const messages: Partial<Record<QuestionField, string>> = {};
    for (const field of FIELDS) {
      const error = errors[index]?.[field];
      // the bounds are one rule (min below max): changing either shows both
      const fields = field === 'min' || field === 'max' ? ['min', 'max'] : [field];
      const changed = fields.some((name) => touched.has(`${draft.id}.${name}`));
      const shown = error && (showAll || changed) ? ruleMessage(error, locale) : undefined;
      const text = shown ?? serverMessages[`questions.${index}.${field}`];
      if (text) messages[field] = text;
    }
    return messages;
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {t('editor.questionsTitle')}
      </Typography>
      {saved && <Alert severity="info">{t('editor.locked')}</Alert>}
      {serverMessages.questions && (
        <Alert severity="error" role="alert">
          {serverMessages.questions}
        </Alert>
      )}
      {questions.length === 0 && <Typography color="text.secondary">{t('editor.noQuestions')}</Typography>}
      {questions.length > 1 && (
        <Typography variant="body2" color="text.secondary">
          {t('editor.keyboardHint')}
        </Typography>
      )}
      {questions.map((draft, index) => (
        <QuestionCard
          key={draft.id}
          draft={draft}
          index={index}
          count={questions.length}
          messages={messagesOf(draft, index)}
          locks={locks.get(draft.id) ?? noLocks}
          disabled={disabled}
          dragging={dragging !== null}
          actions={actions}
        />
      ))}
      <VisuallyHidden>
        <span role="status">{announcement}</span>
      </VisuallyHidden>
      <div>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          disabled={disabled}
          aria-haspopup="menu"
          aria-expanded={menu !== null}
          onClick={(event) => {
            setAdded(null);
            setMenu(event.currentTarget);
          }}
        >
          {t('editor.addQuestion')}
        </Button>
        <Menu
          anchorEl={menu}
          open={menu !== null}
          onClose={() => setMenu(null)}
          disableRestoreFocus={added !== null}
          slotProps={{ transition: { onExited: focusAdded } }}
        >
          {SURVEY_QUESTION_TYPES.map((type) => (
            <MenuItem key={type} onClick={() => add(type)}>
              {t(`types.${type}`)}
            </MenuItem>
          ))}
        </Menu>
      </div>
    </Stack>
  );
}
