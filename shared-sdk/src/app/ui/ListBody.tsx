/** A loaded list's states: its error, a spinner while loading, the empty message, or the items. */
import type { ReactNode } from 'react';
import { Alert, EmptyState, Spinner } from '@times/shared-sdk';

interface Props<T> {
  items: T[] | null;
  error: string | null;
  empty: string;
  children: (items: T[]) => ReactNode;
}

export function ListBody<T>({ items, error, empty, children }: Props<T>) {
  return (
    <>
      {error && <Alert>{error}</Alert>}
      {!items ? <Spinner /> : items.length === 0 ? <EmptyState>{empty}</EmptyState> : children(items)}
    </>
  );
}
