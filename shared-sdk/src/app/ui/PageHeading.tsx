/**
 * The page's one h1, for screen readers and the document outline, on screens whose layout shows
 * no title of its own (the Times pages, the app home): read out, not drawn.
 */
import type { ReactNode } from 'react';
import { VisuallyHidden } from './TableParts';

export function PageHeading({ children }: { children: ReactNode }) {
  return <VisuallyHidden as="h1">{children}</VisuallyHidden>;
}
