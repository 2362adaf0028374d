/** Available Clients: the filter All / Active / Deactivated (0/1/2) and the client cards. */
import { useState } from 'react';
import styled from 'styled-components';
import type { ClientType } from '@times/shared-sdk';
import { ListBody, Toolbar, appMessages, clientsApi, useList } from '@times/shared-sdk/app';
import { ClientCard } from './ClientCard';
import { ClientDetails } from './ClientDetails';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
`;

type FilterCode = 0 | 1 | 2;

export function ClientList({ types }: { types: ClientType[] }) {
  const t = appMessages.setup.clients;
  const [filter, setFilter] = useState<FilterCode>(0);
  const [open, setOpen] = useState<string | null>(null);
  const { items, error, reload } = useList(
    (signal) => clientsApi.list(filter, { signal }),
    (data) => data.clients,
    [filter],
  );

  if (open) {
    return (
      <ClientDetails
        clntd={open}
        types={types}
        onDone={() => {
          setOpen(null);
          reload();
        }}
      />
    );
  }
  return (
    <>
      <Toolbar>
        <label>
          {appMessages.setup.filter}
          <select value={filter} onChange={(event) => setFilter(Number(event.target.value) as FilterCode)}>
            {t.filters.map((label, code) => (
              <option key={label} value={code}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </Toolbar>
      <ListBody items={items} error={error} empty={t.none}>
        {(clients) => (
          <List aria-label={t.tabs.available}>
            {clients.map((client) => (
              <ClientCard key={client.cntd} client={client} onOpen={() => setOpen(client.cntd)} />
            ))}
          </List>
        )}
      </ListBody>
    </>
  );
}
