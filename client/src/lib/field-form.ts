import { useState } from 'react';
import { serverFieldMessages, type FieldMessages } from './validation';

/**
 * A form's values and its field messages (an item's new and edit forms): `change` sets a field,
 * drops its message and tells `onEdited` (which drops the server's); `shown` are the server's
 * 422 messages (`serverErrors`) under the form's own.
 */
export function useFieldForm<V extends object>(
  initial: V | (() => V),
  serverErrors: Record<string, string[]> | null,
  onEdited: (field: keyof V) => void,
) {
  const [values, setValues] = useState<V>(initial);
  const [messages, setMessages] = useState<FieldMessages>({});
  const change = <K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setMessages(({ [field]: _gone, ...rest }) => rest);
    onEdited(field);
  };
  const shown: FieldMessages = { ...serverFieldMessages(serverErrors), ...messages };
  return { values, change, setMessages, shown };
}
