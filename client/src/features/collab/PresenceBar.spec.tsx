import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderCollab } from './collab.fixtures';
import { initialsOf, PresenceBar } from './PresenceBar';

const anna = { user_id: 'u1', name: 'Anna Berg' };
const ben = { user_id: 'u2', name: 'Ben Roth' };
const cleo = { user_id: 'u3', name: 'cleo' };

describe('PresenceBar', () => {
  it('shows who else has the item open, by initials and name, not me', () => {
    renderCollab(<PresenceBar viewers={[anna, ben, cleo]} selfId="u1" />);
    const bar = screen.getByRole('group', { name: 'Also open by' });
    expect(
      within(bar)
        .getAllByRole('img')
        .map((avatar) => [avatar.getAttribute('aria-label'), avatar.textContent])
        .sort(),
    ).toEqual([
      ['Ben Roth', 'BR'],
      ['cleo', 'C'],
    ]);
    expect(bar).toHaveTextContent('Also open by Ben Roth, cleo');
    expect(bar).not.toHaveTextContent('Anna');
  });

  it('is hidden when nobody else views it (also: me in two tabs)', () => {
    renderCollab(<PresenceBar viewers={[anna, anna]} selfId="u1" />);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('counts a user once', () => {
    renderCollab(<PresenceBar viewers={[ben, ben, anna]} selfId="u1" />);
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });
});

describe('initialsOf', () => {
  it('takes the first and last word, or the one word', () => {
    expect(initialsOf('Anna Maria Berg')).toBe('AB');
    expect(initialsOf('  anna ')).toBe('A');
    expect(initialsOf('')).toBe('?');
  });
});
