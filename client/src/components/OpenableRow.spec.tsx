import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Table, TableBody, TableCell } from '@mui/material';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { OpenableRow, RowLink } from './OpenableRow';

function Where() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderRows() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <button type="button">vorher</button>
            <Table>
              <TableBody>
                <OpenableRow label="Aufgabe öffnen: Angebot prüfen">
                  <TableCell>T-12</TableCell>
                  <TableCell>
                    <RowLink to="/tasks/12">Angebot prüfen</RowLink>
                  </TableCell>
                </OpenableRow>
              </TableBody>
            </Table>
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ['/tasks'] },
  );
  render(<RouterProvider router={router} />);
}

describe('OpenableRow (issue 11 item 15: list rows are links)', () => {
  it('holds a real link to the item: a Tab stop with its href (middle click, new tab)', async () => {
    renderRows();
    const link = screen.getByRole('link', { name: 'Angebot prüfen' });
    expect(link).toHaveAttribute('href', '/tasks/12');
    expect(screen.getByRole('row', { name: 'Aufgabe öffnen: Angebot prüfen' })).not.toHaveAttribute('tabindex');
    await userEvent.click(screen.getByRole('button', { name: 'vorher' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(link);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('location').textContent).toBe('/tasks/12');
  });

  it('a click anywhere on the row opens the item', async () => {
    renderRows();
    await userEvent.click(screen.getByText('T-12'));
    expect(screen.getByTestId('location').textContent).toBe('/tasks/12');
  });
});
