/**
 * New User (spec 001 sections 2.5 and 4): 'Search user code (14 digit)', the person found, and
 * Add user: the add call, then on success the confirm-add call, then back to Available Users.
 * 'User lready exist' and the licence message show in a red alert.
 */
import { useState } from 'react';
import { useApiAction } from '@times/shared-sdk';
import { Section, Toolbar, appMessages, usersApi } from '@times/shared-sdk/app';
import { FoundUserCard } from './FoundUserCard';
import { useUserCodeSearch } from './useUserCodeSearch';

const t = appMessages.usersPage.users;

export function NewUser({ onAdded }: { onAdded: () => void }) {
  const [code, setCode] = useState('');
  const found = useUserCodeSearch(code);
  const { error, setError, run } = useApiAction();
  const [adding, setAdding] = useState(false);

  function handleCodeChange(next: string) {
    setCode(next);
    setError(null);
  }

  async function handleAdd(usd: string) {
    setAdding(true);
    const added =
      (await run((signal) => usersApi.add(usd, { signal }))) &&
      (await run((signal) => usersApi.confirmAdd(usd, { signal })));
    setAdding(false);
    if (added) onAdded();
  }

  return (
    <Section>
      <Toolbar>
        <label>
          {t.searchCode}
          <input
            type="search"
            inputMode="numeric"
            autoComplete="off"
            value={code}
            onChange={(event) => handleCodeChange(event.target.value)}
          />
        </label>
      </Toolbar>
      {found && (
        <FoundUserCard
          user={found}
          adding={adding}
          error={error}
          onAdd={() => void handleAdd(found.usrd)}
          onCancel={() => handleCodeChange('')}
        />
      )}
    </Section>
  );
}
