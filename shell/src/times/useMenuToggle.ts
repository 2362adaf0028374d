/**
 * Open or closed, the side menu on a narrow screen: the menu button toggles it; moving to another
 * page or pressing Escape closes it (Escape gives the focus back to the button).
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

export function useMenuToggle() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const handleKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', handleKey);
    return () => document.removeEventListener('keydown', handleKey);
  }, [open]);

  return { open, buttonRef, toggle: () => setOpen((now) => !now), close: () => setOpen(false) };
}
