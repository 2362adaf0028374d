import { render, screen } from '@testing-library/react';
import { ThemeRoot } from '@times/shared-sdk';
import { brokenAxeRules } from '../../../../jest/axeRules';
import { ProgressBanner } from './ProgressBanner';

function renderBanner() {
  return render(
    <ThemeRoot>
      <ProgressBanner label="Complete times setup" percent={40} onClick={() => undefined} />
    </ThemeRoot>,
  );
}

describe('ProgressBanner', () => {
  it('is one button named by its text and percentage, as shown', () => {
    renderBanner();
    const button = screen.getByRole('button', { name: 'Complete times setup (40%)' });
    expect(button).toHaveTextContent('Complete times setup(40%)');
  });

  it('has no unnamed progressbar nor a widget nested in the button (axe)', async () => {
    const { container } = renderBanner();
    expect(await brokenAxeRules(container, ['aria-progressbar-name', 'nested-interactive'])).toEqual([]);
  });
});
