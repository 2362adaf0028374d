/** The group's sites of one kind: site name, Create and View Only as Yes/No, and a Delete each. */
import styled from 'styled-components';
import { Button } from '@times/shared-sdk';
import type { GroupSite } from '@times/shared-sdk';
import { Table, VisuallyHidden } from '@times/shared-sdk/app';
import { groupText as t } from './groupText';

interface Props {
  label: string;
  sites: GroupSite[];
  onDelete: (site: GroupSite) => void;
}

/** Rows are not clickable here. */
const SiteTable = styled(Table)`
  tbody tr { cursor: default; }
`;

const yesNo = (flag: 0 | 1) => (flag === 1 ? t.yes : t.no);

export function GroupSiteTable({ label, sites, onDelete }: Props) {
  return (
    <SiteTable aria-label={label}>
      <thead>
        <tr>
          <th scope="col">{t.site}</th>
          <th scope="col">{t.create}</th>
          <th scope="col">{t.viewOnly}</th>
          <th scope="col">
            <VisuallyHidden>{t.delete}</VisuallyHidden>
          </th>
        </tr>
      </thead>
      <tbody>
        {sites.map((site) => (
          <tr key={site.std}>
            <td>{site.name}</td>
            <td>{yesNo(site.isCreate)}</td>
            <td>{yesNo(site.isView)}</td>
            <td>
              <Button
                type="button"
                $variant="danger"
                aria-label={`${t.delete} ${site.name}`}
                onClick={() => onDelete(site)}
              >
                {t.delete}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </SiteTable>
  );
}
