/**
 * Request and response shapes of the users page's calls (spec 001 sections 3 and 7): users of the
 * app, adding a person by their user code, user groups, group permissions and group site access.
 * Requests are listed without the envelope.
 */
import type { ApiResponse, GenderCode } from './types';

/** Active, Deactivated or Pending. */
export type MemberStatusText = string;

/** /api/reg/47337 {usrcd}: a person found by their 14-digit user code. */
export interface FoundUser {
  usrd: string;
  nm: string;
  srm: string;
  language_id: number;
  country_id: number;
  date_of_birth: string;
  idOrPassport: string;
  /** 1 ID, otherwise passport. */
  isIDORPass: number;
  gender: GenderCode;
}

export interface FoundUserResponse extends ApiResponse {
  usr: FoundUser;
}

export interface UserListRequest {
  /** 0 All, 1 Active, 2 Deactivated, 3 Pending, 4 search by srch_word. */
  flt: number;
  /** 1 the first page, 2 the page after the cursor (lst_date, lst_count). */
  pg: number;
  lst_date: string;
  lst_count: number;
  srch_word: string;
}

export interface AppUser {
  id: number;
  /** The user's public id in the app (the usd of the other calls). */
  usd: string;
  name: string;
  surname: string;
  gender: GenderCode;
  u_status: MemberStatusText;
  /** The group's name for a group member; 'Admin' or 'Operation Manager' otherwise (ours). */
  group_name: string;
}

export interface UserListResponse extends ApiResponse {
  ttl: number;
  lst_count: number;
  lst_date: string;
  users: AppUser[];
}

export interface ManagedUser {
  usd: string;
  name: string;
  surname: string;
  country_name: string;
  date_of_birth: string;
  idOrPass: string;
  gender: GenderCode;
  u_status: MemberStatusText;
  group_name: string;
  /** 1 Admin, 2 Group Member, 3 Operation Manager. */
  right_type: 1 | 2 | 3;
  /** The group of a group member ('' otherwise). */
  ugd: string;
}

export interface OpsSite {
  std: string;
  name: string;
}

/** user details {usd}. */
export interface ManagedUserResponse extends ApiResponse {
  users: ManagedUser;
  ops_sites: OpsSite[];
}

/** user update {usd, usr_tp, ugd}: ugd required with usr_tp 2. */
export interface UserUpdateRequest {
  usd: string;
  usr_tp: 1 | 2 | 3;
  ugd: string;
}

export interface UserStatusRequest {
  usd: string;
  usr_status: 5 | 10;
}

/** user add and confirm add {usd}: usd is the found person's usrd. */
export interface UserAddResponse extends ApiResponse {
  usd: string;
}

export interface UserGroup {
  id: number;
  gdd: string;
  name: string;
  total_rights: number;
}

export interface UserGroupsResponse extends ApiResponse {
  groups: UserGroup[];
}

export interface GroupAddedResponse extends ApiResponse {
  ugd: string;
}

export interface GroupPermissionRight {
  id: number;
  /** frm_id x 100 + right id (entityPermId). */
  entity_perm_id: number;
  entity_perm_name: string;
  perm_status: 0 | 1;
}

export interface GroupPermissionEntity {
  /** The form's id. */
  id: number;
  entity_name: string;
  entity_rights: GroupPermissionRight[];
}

export interface GroupRightsResponse extends ApiResponse {
  permissions: GroupPermissionEntity[];
}

export interface GroupRightsSaveRequest {
  ugd: string;
  group_rights: { right_id: number; perm_status: 0 | 1 }[];
}

export interface GroupSite {
  id: number;
  std: string;
  name: string;
  isCreate: 0 | 1;
  isView: 0 | 1;
}

export interface GroupSitesResponse extends ApiResponse {
  group_sites: GroupSite[];
}

export interface GroupSiteAddRequest {
  ugd: string;
  std: string;
  isCreate: 0 | 1;
  isView: 0 | 1;
}
