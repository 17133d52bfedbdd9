/** What to do with an item's content when a type's template is loaded onto it. */
export type TemplateChoice = 'overwrite' | 'keep' | 'attach';

/** Markup without text (`<p></p>`, `<p><br></p>`, whitespace) counts as empty. */
function isBlank(current: string | null): boolean {
  if (current === null) return true;
  const text = current
    .replace(/<(img|video|iframe|table|hr)\b/gi, 'x')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ');
  return text.trim() === '';
}

/** Whether loading a template has to ask first (the item has content of its own). */
export function needsTemplateChoice(current: string | null): boolean {
  return !isBlank(current);
}

/**
 * Loading a type's template onto an item: 'overwrite' → the template; 'keep' → the current
 * content; 'attach' → the current content with the template below it. Empty or blank
 * content (also '<p></p>') takes the template whatever the choice.
 */
export function applyTemplate(current: string | null, template: string, choice: TemplateChoice): string {
  if (current === null || isBlank(current)) return template;
  switch (choice) {
    case 'overwrite':
      return template;
    case 'keep':
      return current;
    case 'attach':
      return current + template;
    default: {
      const unknownChoice: never = choice;
      throw new Error(`unknown template choice ${String(unknownChoice)}`);
    }
  }
}
