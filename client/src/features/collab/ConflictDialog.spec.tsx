import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderCollab, taskLabels } from './collab.fixtures';
import { conflictOf } from './conflict-of';
import { ConflictDialog } from './ConflictDialog';

const FIELDS = ['title', 'priority', 'due'];
const base = { title: 'Angebot', priority: 'low', due: '2026-01-01' };
const conflict = conflictOf(
  base,
  { ...base, title: 'Angebot (Kunde)', priority: 'high' },
  { ...base, title: 'Angebot prüfen', due: '2026-02-01' },
  FIELDS,
);

describe('ConflictDialog', () => {
  it('says it was changed in the meantime and lists their changes and mine, marking the clash', () => {
    renderCollab(<ConflictDialog open conflict={conflict} words={taskLabels} onReapply={vi.fn()} onDiscard={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Changed in the meantime' });
    const theirs = within(dialog).getByRole('list', { name: 'Their changes' });
    const mine = within(dialog).getByRole('list', { name: 'Your changes' });
    expect(
      within(theirs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['TitleAngebot → Angebot (Kunde)Changed by both', 'PriorityLow → High']);
    expect(
      within(mine)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['TitleAngebot → Angebot prüfenChanged by both', 'Due date2026-01-01 → 2026-02-01']);
  });

  it('re-apply and discard call back; neither closes by escape', async () => {
    const onReapply = vi.fn();
    const onDiscard = vi.fn();
    renderCollab(<ConflictDialog open conflict={conflict} words={taskLabels} onReapply={onReapply} onDiscard={onDiscard} />);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Re-apply my changes' }));
    expect(onReapply).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Discard my changes' }));
    expect(onDiscard).toHaveBeenCalledTimes(1);
  });

  it('without changes of mine it says "none"; without a conflict it shows nothing', () => {
    const { unmount } = renderCollab(
      <ConflictDialog
        open
        conflict={conflictOf(base, { ...base, priority: 'high' }, base, FIELDS)}
        words={taskLabels}
        onReapply={vi.fn()}
        onDiscard={vi.fn()}
      />,
    );
    expect(screen.getByRole('region', { name: 'Your changes' })).toHaveTextContent('None');
    unmount();
    renderCollab(<ConflictDialog open conflict={null} words={taskLabels} onReapply={vi.fn()} onDiscard={vi.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a long text changed at its end shows my change, not the unchanged beginning twice', () => {
    const body = 'Tagesordnung Wartung der Server Reklamation Müller Beschlüsse Wartung im nächsten Monat, Ben plant das Fenster.'.repeat(2);
    const long = { ...base, description: body };
    renderCollab(
      <ConflictDialog
        open
        conflict={conflictOf(long, { ...long, title: 'Neu' }, { ...long, description: `${body} Termin steht.` }, ['title', 'description'])}
        words={taskLabels}
        onReapply={vi.fn()}
        onDiscard={vi.fn()}
      />,
    );
    const mine = screen.getByRole('list', { name: 'Your changes' });
    expect(mine).toHaveTextContent(/Fenster\. Termin steht\.$/);
  });

  it('speaks German', () => {
    renderCollab(<ConflictDialog open conflict={conflict} words={taskLabels} onReapply={vi.fn()} onDiscard={vi.fn()} />, 'de');
    expect(screen.getByRole('dialog', { name: 'Inzwischen geändert' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Meine Änderungen erneut anwenden' })).toBeInTheDocument();
  });
});
