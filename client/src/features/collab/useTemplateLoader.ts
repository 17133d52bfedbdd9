import { useState } from 'react';
import { applyTemplate, needsTemplateChoice, type TemplateChoice } from './apply-template';
import type { TemplateDialogProps } from './TemplateDialog';

/**
 * Loading a type's template into an item's rich text (`text`, set by `setText`): blank text takes
 * it at once, text with content asks first (`dialog`, the props of TemplateDialog). `editorKey`
 * changes with every loaded template: as the editor's key, it starts afresh from the new text.
 */
export function useTemplateLoader(text: string, setText: (html: string) => void) {
  const [editorKey, setEditorKey] = useState(0);
  const [pending, setPending] = useState<string | null>(null);

  const apply = (html: string) => {
    setText(html);
    setEditorKey((key) => key + 1);
  };
  /** A type was chosen: its template (none: nothing happens). */
  const load = (template: string | null) => {
    if (!template) return;
    if (needsTemplateChoice(text)) setPending(template);
    else apply(applyTemplate(text, template, 'overwrite'));
  };
  const dialog: TemplateDialogProps = {
    open: pending !== null,
    onChoose: (choice: TemplateChoice) => {
      if (pending !== null) apply(applyTemplate(text, pending, choice));
      setPending(null);
    },
    onCancel: () => setPending(null),
  };
  return { editorKey, load, dialog };
}
