const ELLIPSIS = '…';
/** How much of the text before the first difference stays as context. */
const CONTEXT = 30;

/**
 * A value's text before and after a change, each at most about `max` characters, cut so that
 * where they differ stays visible: a long text changed near its end shows "… the changed end",
 * not its unchanged beginning twice. Short texts come back as they are.
 */
export function shortenPair(before: string, after: string, max = 120): [string, string] {
  if (before.length <= max && after.length <= max) return [before, after];
  let same = 0;
  while (same < before.length && same < after.length && before[same] === after[same]) same += 1;
  let start = Math.max(0, same - CONTEXT);
  // start at a word where there is one close by
  if (start > 0) {
    const space = before.lastIndexOf(' ', start);
    if (space >= 0 && start - space < CONTEXT / 2) start = space + 1;
  }
  const cut = (text: string) => {
    if (text.length <= max && start === 0) return text;
    const piece = text.slice(start, start + max);
    return `${start > 0 ? ELLIPSIS : ''}${piece}${start + max < text.length ? ELLIPSIS : ''}`;
  };
  return [cut(before), cut(after)];
}
