import { render, screen } from '@testing-library/react';
import styled from 'styled-components';
import { ThemeRoot } from '@times/shared-sdk';
import { Table } from './Section';

const Striped = styled(Table)`
  color: rgb(1, 2, 3);
`;

describe('Table', () => {
  it('sits in its own sideways-scrolling box, a named focusable region when the table is named', () => {
    render(
      <ThemeRoot>
        <Table aria-label="Available Sites">
          <tbody>
            <tr>
              <td>Pretoria Central</td>
            </tr>
          </tbody>
        </Table>
      </ThemeRoot>,
    );
    const table = screen.getByRole('table', { name: 'Available Sites' });
    const box = screen.getByRole('region', { name: 'Available Sites' });
    expect(box).toContainElement(table);
    expect(getComputedStyle(box).overflowX).toBe('auto');
    // Positioned: the visually hidden (absolute) headers inside are clipped with the table.
    expect(getComputedStyle(box).position).toBe('relative');
    expect(box).toHaveAttribute('tabindex', '0');
  });

  it('keeps styles added with styled(Table) on the table itself', () => {
    render(
      <ThemeRoot>
        <Striped>
          <tbody>
            <tr>
              <td>x</td>
            </tr>
          </tbody>
        </Striped>
      </ThemeRoot>,
    );
    expect(getComputedStyle(screen.getByRole('table')).color).toBe('rgb(1, 2, 3)');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
