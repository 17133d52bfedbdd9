/** A date filter of a list (`from..to`, either end open; one day when both are the same). */
export function dateFilterOf(from: string, to: string): string {
  if (from && to) return from === to ? from : `${from}..${to}`;
  if (from) return `${from}..`;
  if (to) return `..${to}`;
  return '';
}

/** The two inputs of a date filter (a day is from = to). */
export function dateRangeOf(filter: string): { from: string; to: string } {
  if (!filter.includes('..')) return { from: filter, to: filter };
  const [from = '', to = ''] = filter.split('..');
  return { from, to };
}
