// The rows every part of `npm run bench` prints: a figure, the limit or baseline it is
// held against, their ratio and the ratio the target asks for (0: for information).
export interface Row {
  measure: string;
  ours: string;
  baseline: string;
  ratio: number;
  target: number;
}

export function printRows(title: string, rows: Row[]): void {
  console.log(`\n${title}`);
  console.table(
    rows.map((row) => ({
      measure: row.measure,
      ours: row.ours,
      baseline: row.baseline,
      ratio: row.ratio.toFixed(2),
      target: row.target ? `>= ${row.target}` : '(info)',
      verdict: row.target === 0 ? '' : row.ratio >= row.target ? 'ok' : 'BELOW',
    })),
  );
}
