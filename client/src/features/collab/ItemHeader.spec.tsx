import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderCollab } from './collab.fixtures';
import { ItemHeader } from './ItemHeader';

describe('ItemHeader', () => {
  it('heads the page "number · title", with the chips, who else has it open and the controls', () => {
    renderCollab(
      <ItemHeader number="ANG-1" title="Förderband" chips={<span>Entwurf</span>} viewers={[{ user_id: 'u2', name: 'Ben Roth' }]} selfId="u1">
        <button type="button">Drucken</button>
      </ItemHeader>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ANG-1 · Förderband');
    expect(screen.getByText('Entwurf')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Also open by' })).toHaveTextContent('Also open by Ben Roth');
    expect(screen.getByRole('button', { name: 'Drucken' })).toBeInTheDocument();
  });

  it('without a number only the title', () => {
    renderCollab(
      <ItemHeader number={null} title="Förderband" viewers={[]} selfId="u1">
        {null}
      </ItemHeader>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Förderband');
  });
});
