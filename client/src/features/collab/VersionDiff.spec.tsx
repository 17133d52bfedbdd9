import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderCollab, taskLabels } from './collab.fixtures';
import { VersionDiff } from './VersionDiff';

describe('VersionDiff', () => {
  it('shows a table "field · version a · version b" of the fields that differ', () => {
    renderCollab(
      <VersionDiff
        before={{ title: 'Angebot', priority: 'low', due: '2026-01-01' }}
        after={{ title: 'Angebot prüfen', priority: 'high', due: '2026-01-01' }}
        beforeLabel="Version 2"
        afterLabel="Current"
        fields={['title', 'priority', 'due']}
        words={taskLabels}
      />,
    );
    const table = screen.getByRole('table', { name: 'Differences' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Field', 'Version 2', 'Current']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent))).toEqual([
      ['Title', 'Angebot', 'Angebot prüfen'],
      ['Priority', 'Low', 'High'],
    ]);
  });

  it('says "no differences" when there are none', () => {
    renderCollab(<VersionDiff before={{ title: 'A' }} after={{ title: 'A' }} beforeLabel="a" afterLabel="b" fields={['title']} words={taskLabels} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No differences.');
  });
});
