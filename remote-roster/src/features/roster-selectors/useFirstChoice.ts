/**
 * The chosen item of a list that selects its first item whenever a new list arrives (spec 002
 * section 2.1: a client's first site, a site's first shift). Only an item of the current list
 * counts as chosen.
 */
import { useEffect, useRef, useState } from 'react';

export function useFirstChoice<T>(items: T[] | null, idOf: (item: T) => string) {
  const [chosen, setChosen] = useState('');
  // A new list chooses again, a new idOf function does not.
  const latestIdOf = useRef(idOf);
  latestIdOf.current = idOf;
  useEffect(() => setChosen(items?.[0] ? latestIdOf.current(items[0]) : ''), [items]);
  const id = items?.some((item) => idOf(item) === chosen) ? chosen : '';
  return [id, setChosen] as const;
}
