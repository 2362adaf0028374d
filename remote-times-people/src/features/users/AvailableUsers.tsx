/**
 * Available Users: the list, or one user's details. The list stays mounted (hidden) behind the
 * details so its filter survives; it clears and reloads when the user comes back.
 */
import { useState } from 'react';
import { Section } from '@times/shared-sdk/app';
import { UserDetails } from './UserDetails';
import { UserList } from './UserList';

export function AvailableUsers() {
  const [open, setOpen] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  function handleDone() {
    setOpen(null);
    setVersion((current) => current + 1);
  }

  return (
    <>
      {open !== null && <UserDetails usd={open} onDone={handleDone} />}
      {/* A plain wrapper: Section's display: flex would override the hidden attribute. */}
      <div hidden={open !== null}>
        <Section>
          <UserList version={version} onOpen={(user) => setOpen(user.usd)} />
        </Section>
      </div>
    </>
  );
}
