import { render, screen } from '@testing-library/react';
import { ThemeRoot } from '@times/shared-sdk';
import { NotAllowed } from './NotAllowed';

describe('NotAllowed', () => {
  it.each(['clients', 'sites', 'shifts'])(
    "says the spec's one sentence for %s, full stop included, in one block",
    (things) => {
      render(
        <ThemeRoot>
          <NotAllowed things={things} />
        </ThemeRoot>,
      );
      const sentence = `Not allowed to add ${things}. Please contact Administrator to add ${things} before you can continue with the setup.`;
      expect(screen.getByText(sentence)).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(sentence, { normalizeWhitespace: true });
    },
  );
});
