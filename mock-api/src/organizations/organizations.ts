/** Organizations: look-ups by public id and administrator, and the uniqueness rules of add organization. */
import type { Organization } from '../contract';
import { sameName } from '../apps/apps';
import type { DbState, OrganizationRecord } from '../store/types';

export const findOrganization = (
  state: Pick<DbState, 'organizations'>,
  cmpd: string,
): OrganizationRecord | undefined =>
  cmpd ? state.organizations.find((organization) => organization.cmpd === cmpd) : undefined;

export const isOrganizationAdmin = (organization: OrganizationRecord | undefined, userId: number): boolean =>
  organization?.admin_user_ids.includes(userId) ?? false;

/** The organizations a user administers, by name. */
export const administeredBy = (state: DbState, userId: number): OrganizationRecord[] =>
  state.organizations
    .filter((organization) => isOrganizationAdmin(organization, userId))
    .sort((a, b) => a.c_nm.localeCompare(b.c_nm, 'en', { sensitivity: 'base' }) || a.id - b.id);

export const nameTaken = (state: DbState, name: string): boolean =>
  state.organizations.some((organization) => sameName(organization.c_nm, name));

/** A non-empty VAT number another organization already holds (compared without spaces, any case). */
export const vatTaken = (state: DbState, vatNo: string): boolean => {
  const wanted = normalizeVat(vatNo);
  return wanted !== '' && state.organizations.some((organization) => normalizeVat(organization.vat_no) === wanted);
};

/** A VAT number as the rule compares it: without white space, lower-cased ('' for none). */
export const vatKeyOf = (vatNo: string): string => vatNo.replace(/\s+/g, '').toLowerCase();

const normalizeVat = vatKeyOf;

export const toOrganization = ({ id, c_nm, cmpd }: OrganizationRecord): Organization => ({ id, c_nm, cmpd });
