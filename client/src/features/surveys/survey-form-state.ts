import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldMessages } from '../../lib/validation';
import { serverFieldMessages } from '../../lib/validation';
import type { SurveyFormValues } from './survey-form';

/**
 * The editor's values and its messages: `change` sets a field and drops its messages (the
 * form's and, through `onEdited`, the server's); `messages` are the server's 422/409 messages
 * under the form's own; `showAll` turns on once a save was tried (every question's rules show).
 * `change` and `questionEdited` stay the same across renders (the memoized parts of the form
 * render again only when what they show changed).
 */
export function useSurveyFormState(
  initial: () => SurveyFormValues,
  serverErrors: Record<string, string[]> | null,
  onEdited: (field: string) => void,
) {
  const [values, setValues] = useState<SurveyFormValues>(initial);
  const [messages, setMessages] = useState<FieldMessages>({});
  const [showAll, setShowAll] = useState(false);
  const server = serverFieldMessages(serverErrors);
  const latest = useRef({ onEdited, server });
  useEffect(() => {
    latest.current = { onEdited, server };
  });
  const change = useCallback(<K extends keyof SurveyFormValues>(field: K, value: SurveyFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setMessages(({ [field]: _gone, ...rest }) => rest);
    if (field !== 'questions') latest.current.onEdited(field);
  }, []);
  /** The server's messages of one question's field go when it changes (they name it by its place). */
  const questionEdited = useCallback((index: number, field: string) => {
    const { server: shown, onEdited: edited } = latest.current;
    for (const key of [`questions.${index}.${field}`, `questions.${index}`, 'questions']) if (key in shown) edited(key);
  }, []);
  return { values, setValues, change, messages: { ...server, ...messages }, setMessages, showAll, setShowAll, server, questionEdited };
}
