import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeRoot } from '@times/shared-sdk';
import { MenuButton } from './MenuButton';
import { SideMenu } from './SideMenu';
import { useMenuToggle } from './useMenuToggle';

const ITEMS = [
  { label: 'ROSTER', to: '/apptimes/roster' },
  { label: 'EMPLOYEES', to: '/apptimes/employees' },
];

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function Frame() {
  const menu = useMenuToggle();
  return (
    <>
      <MenuButton open={menu.open} controls="times-menu" onToggle={menu.toggle} buttonRef={menu.buttonRef} />
      <SideMenu items={ITEMS} id="times-menu" open={menu.open} onNavigate={menu.close} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>
  );
}

function renderFrame() {
  render(
    <ThemeRoot>
      <MemoryRouter initialEntries={['/apptimes/roster']}>
        <Frame />
      </MemoryRouter>
    </ThemeRoot>,
  );
  // jsdom applies no media query, so the button (shown on narrow screens only) counts as hidden
  // here and gets no name from its hidden text; the e2e phone journey finds it by its name 'Menu'.
  const button = screen.getByRole('button', { hidden: true });
  expect(button).toHaveTextContent(/^Menu$/);
  return button;
}

describe('the Times menu on a narrow screen', () => {
  it('opens and closes with the Menu button, which says so and names the menu it controls', async () => {
    const button = renderFrame();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'times-menu');
    expect(screen.getByRole('navigation', { name: 'Times menu' })).toHaveAttribute('id', 'times-menu');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and gives the focus back to the button', async () => {
    const button = renderFrame();
    await userEvent.click(button);
    screen.getByRole('link', { name: 'EMPLOYEES' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes when a menu entry is followed', async () => {
    const button = renderFrame();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('link', { name: 'EMPLOYEES' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/apptimes/employees');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
