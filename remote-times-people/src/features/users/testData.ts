/** Users, details and answers shared by the users page's tests. */
import type { AppUser, FoundUser, ManagedUser, OpsSite, UserListResponse } from '@times/shared-sdk';
import { errorOutcome, okOutcome } from '@times/shared-sdk/testing';

/** The answers as the mocked calls resolve them (mockReturnValue). */
export const ok = <T extends object>(data: T) => Promise.resolve(okOutcome(data));
export const fail = <S extends string>(status: S, message: string) => Promise.resolve(errorOutcome(status, message));

export const appUser = (n: number, over: Partial<AppUser> = {}): AppUser => ({
  id: n,
  usd: `U${n}`,
  name: `Name${n}`,
  surname: `Surname${n}`,
  gender: 1,
  u_status: 'Active',
  group_name: 'Admin',
  ...over,
});

export const userPage = (users: AppUser[], over: Partial<UserListResponse> = {}) =>
  ok<UserListResponse>({ status: 'OK', ttl: users.length, lst_count: users.length, lst_date: 'D1', users, ...over });

export const managedUser = (over: Partial<ManagedUser> = {}): ManagedUser => ({
  usd: 'U2',
  name: 'Sipho',
  surname: 'Dlamini',
  country_name: 'South Africa',
  date_of_birth: '1990-04-12',
  idOrPass: '9004125000000',
  gender: 1,
  u_status: 'Active',
  group_name: 'Site supervisors',
  right_type: 2,
  ugd: 'G1',
  ...over,
});

export const details = (over: Partial<ManagedUser> = {}, ops_sites: OpsSite[] = []) =>
  ok({ users: managedUser(over), ops_sites });

export const foundUser = (over: Partial<FoundUser> = {}): FoundUser => ({
  usrd: '12345678901234',
  nm: 'Lerato',
  srm: 'Mokoena',
  language_id: 1,
  country_id: 2,
  date_of_birth: '1995-07-01',
  idOrPassport: 'A1234567',
  isIDORPass: 2,
  gender: 2,
  ...over,
});
