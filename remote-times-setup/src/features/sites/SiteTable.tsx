/** The site table: Name, Client, Group, TE, M, F, GE, UE and the legend. */
import type { SiteRow } from '@times/shared-sdk';
import { appMessages, Table } from '@times/shared-sdk/app';

const yes = (flag: 0 | 1) => (flag === 1 ? '✓' : '-');

export function SiteTable({ sites, onOpen }: { sites: SiteRow[]; onOpen: (site: SiteRow) => void }) {
  const t = appMessages.setup.sites;
  return (
    <>
      <Table aria-label={t.tabs.available}>
        <thead>
          <tr>
            {t.columns.map((column) => (
              <th key={column}>{column}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sites.map((site) => (
            <tr key={site.sd} onClick={() => onOpen(site)}>
              <td>{site.name}</td>
              <td>{site.client_name}</td>
              <td>{site.group_name}</td>
              <td>{site.ttl_employees}</td>
              <td>{site.ttl_males}</td>
              <td>{site.ttl_females}</td>
              <td>{yes(site.gen_employees)}</td>
              <td>{yes(site.usr_employees)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <small>{t.legend}</small>
    </>
  );
}
