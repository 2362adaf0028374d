/** Test data of the User Groups tests: groups, permissions, sites and a themed render. */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ThemeRoot } from '@times/shared-sdk';
import type { GroupPermissionEntity, GroupSite, SiteLookup, UserGroup } from '@times/shared-sdk';

export const SUPERVISORS: UserGroup = { id: 1, gdd: 'G1', name: 'Site supervisors', total_rights: 2 };
export const CLERKS: UserGroup = { id: 2, gdd: 'G2', name: 'Clerks', total_rights: 0 };

export const PERMISSIONS: GroupPermissionEntity[] = [
  {
    id: 1,
    entity_name: 'SITES',
    entity_rights: [{ id: 1, entity_perm_id: 101, entity_perm_name: 'Add and manage sites', perm_status: 1 }],
  },
  {
    id: 5,
    entity_name: 'ROSTER',
    entity_rights: [
      { id: 9, entity_perm_id: 509, entity_perm_name: 'Create rosters', perm_status: 0 },
      { id: 10, entity_perm_id: 510, entity_perm_name: 'View rosters', perm_status: 1 },
    ],
  },
];

export const SITES: SiteLookup[] = [
  { id: 1, sd: 'S1', name: 'Pretoria Central' },
  { id: 2, sd: 'S2', name: 'Durban North' },
];

export const PRETORIA_ROSTER: GroupSite = { id: 1, std: 'S1', name: 'Pretoria Central', isCreate: 0, isView: 1 };

export const renderThemed = (ui: ReactNode) => render(<ThemeRoot>{ui}</ThemeRoot>);
