/** One client of the list: name, type, start date, status switch and totals. */
import styled from 'styled-components';
import type { ClientRow } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import { ClientStatusSwitch } from './ClientStatusSwitch';

const Item = styled.li`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 14px 16px;
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 6px 16px;
  cursor: pointer;
  h3 { margin: 0; font-size: 1.05rem; color: ${({ theme }) => theme.colors.brand}; }
  dl { margin: 0; display: flex; flex-wrap: wrap; gap: 4px 18px; font-size: 0.85rem; grid-column: 1 / -1; }
  dt { color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0 0 0 4px; font-weight: 600; }
  div.stat { display: flex; }
  &:hover { border-color: ${({ theme }) => theme.colors.accent}; }
`;

export function ClientCard({ client, onOpen }: { client: ClientRow; onOpen: () => void }) {
  const t = appMessages.setup.clients;
  const stats: [string, string | number][] = [
    [t.type, client.client_type_name],
    [t.startDate, client.date_started],
    [t.rosterHours, client.ttl_roster_hrs],
    [t.timesheetHours, client.ttl_timesheet_hrs],
    [t.sites, client.ttl_sites],
  ];
  return (
    <Item aria-label={client.name} onClick={onOpen}>
      <h3>{client.name}</h3>
      <ClientStatusSwitch clntd={client.cntd} active={client.client_status === 'Active'} />
      <dl>
        {stats.map(([label, value]) => (
          <div className="stat" key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Item>
  );
}
