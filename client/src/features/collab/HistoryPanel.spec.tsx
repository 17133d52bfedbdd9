import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { entry, names, renderCollab, taskLabels } from './collab.fixtures';
import { HistoryPanel } from './HistoryPanel';

const ENTRIES = [
  entry(1, [{ field: 'title', from: null, to: 'Angebot' }]),
  entry(2, [{ field: 'priority', from: 'low', to: 'high' }], { actor_id: 'u2' }),
  entry(3, [{ field: 'title', from: 'Angebot', to: 'Angebot prüfen' }], { actor_id: null }),
];

function renderPanel(overrides: Partial<Parameters<typeof HistoryPanel>[0]> = {}) {
  const props = {
    entries: ENTRIES,
    status: 'loaded' as const,
    names,
    words: taskLabels,
    onShowVersion: vi.fn(),
    onCompare: vi.fn(),
    onRetry: vi.fn(),
    ...overrides,
  };
  renderCollab(<HistoryPanel {...props} />);
  return props;
}

describe('HistoryPanel', () => {
  it('lists the entries newest first: who, when (DD.MM.YYYY HH:mm), and what changed from → to', () => {
    renderPanel();
    const items = within(screen.getByRole('list', { name: 'History' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('System · 03.03.2026 09:30 · version 3');
    expect(items[0]).toHaveTextContent('TitleAngebot → Angebot prüfen');
    expect(items[1]).toHaveTextContent('Ben Roth · 02.03.2026 09:30 · version 2');
    expect(items[1]).toHaveTextContent('PriorityLow → High');
    expect(items[2]).toHaveTextContent('Anna Berg · 01.03.2026 09:30 · version 1');
    expect(items[2]).toHaveTextContent('TitleAngebot');
    expect(items[2]).not.toHaveTextContent('→');
  });

  it('"show this version" and "compare with current" name the entry’s version; the newest is the current one', async () => {
    const props = renderPanel();
    const items = screen.getAllByRole('listitem');
    await userEvent.click(within(items[1]).getByRole('button', { name: 'Show this version' }));
    expect(props.onShowVersion).toHaveBeenCalledWith(2);
    await userEvent.click(within(items[2]).getByRole('button', { name: 'Compare with current' }));
    expect(props.onCompare).toHaveBeenCalledWith(1);
    expect(within(items[0]).getByRole('button', { name: 'Compare with current' })).toBeDisabled();
  });

  it("leaves out the changes of fields the item's words do not show (its bookkeeping); an entry of only those keeps its header", () => {
    const words = { ...taskLabels, shows: (field: string) => field !== 'lifecycle' };
    renderPanel({
      words,
      entries: [
        entry(1, [
          { field: 'title', from: null, to: 'Angebot' },
          { field: 'lifecycle', from: 'none', to: 'live' },
        ]),
        entry(2, [{ field: 'lifecycle', from: 'live', to: 'archived' }]),
      ],
    });
    const [second, first] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent('TitleAngebot');
    expect(first).not.toHaveTextContent('lifecycle');
    expect(first).not.toHaveTextContent('live');
    expect(second).toHaveTextContent('version 2');
    expect(second).not.toHaveTextContent('archived');
  });

  it('an unknown author reads "unknown person"; an empty value reads as a dash', () => {
    renderPanel({ entries: [entry(1, []), entry(2, [{ field: 'due', from: '2026-01-01', to: null }], { actor_id: 'gone' })] });
    const [newest] = screen.getAllByRole('listitem');
    expect(newest).toHaveTextContent('Unknown person');
    expect(newest).toHaveTextContent('Due date2026-01-01 → —');
  });

  it("names the actor by the entry's actor_name (snake_case, as the API answers), also where the screen has no list of users", () => {
    renderPanel({ names: {}, entries: [entry(1, [{ field: 'title', from: null, to: 'Angebot' }], { actor_id: 'p9', actor_name: 'Paula Portal' })] });
    expect(screen.getByRole('listitem')).toHaveTextContent('Paula Portal · 01.03.2026 09:30 · version 1');
    expect(screen.getByRole('listitem')).not.toHaveTextContent('Unknown person');
  });

  it('a creation lists the fields that were set, not the empty ones', () => {
    renderPanel({
      entries: [
        entry(1, [
          { field: 'title', from: null, to: 'Angebot' },
          { field: 'claims', from: null, to: [] },
          { field: 'due', from: null, to: null },
          { field: 'description', from: null, to: '' },
        ]),
      ],
    });
    const [created] = screen.getAllByRole('listitem');
    expect(created).toHaveTextContent('TitleAngebot');
    expect(created).not.toHaveTextContent('claims');
    expect(created).not.toHaveTextContent('Due date');
    expect(created).not.toHaveTextContent('—');
  });

  it('a failed load offers a retry', async () => {
    const props = renderPanel({ entries: [], status: 'failed' });
    await userEvent.click(screen.getByRole('button', { name: /retry|erneut/i }));
    expect(props.onRetry).toHaveBeenCalled();
  });

  it('speaks German', () => {
    renderCollab(
      <HistoryPanel
        entries={ENTRIES}
        status="loaded"
        names={names}
        words={taskLabels}
        onShowVersion={vi.fn()}
        onCompare={vi.fn()}
        onRetry={vi.fn()}
      />,
      'de',
    );
    expect(screen.getByRole('list', { name: 'Verlauf' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Diese Version anzeigen' })).toHaveLength(3);
  });
});
