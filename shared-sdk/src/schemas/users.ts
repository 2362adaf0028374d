/**
 * Payload schemas of the users page's calls (spec 001 sections 5, 7 and 9): the user list, the user
 * code search (exactly 14 characters), user type (a group for a Group Member: 'Please select user
 * group'), status changes 5/10, group names 2-45 ('Group name is required', 'Max length
 * exceeded'), group rights, group site access ('Select site').
 */
import { array, number, object, string } from 'yup';
import type { InferType } from 'yup';
import { validationMessages } from '../catalogue/validationMessages';
import { UserType } from '../constants/rights';
import {
  GROUP_NAME_MAX,
  GROUP_NAME_MIN,
  USER_CODE_LENGTH,
  UserFilter,
  UserPage,
  UserStatusChange,
} from '../constants/users';
import { text } from './text';

export * from '../constants/users';

const v = validationMessages;
const id = (message: string) => text().required(message);
const flag = () => number().oneOf([0, 1]).default(0);

/** user search by code {usrcd}. */
export const userCodeSchema = object({ usrcd: text().required(v.userCode).length(USER_CODE_LENGTH, v.userCode) });

/** user list {flt, pg, lst_date, lst_count, srch_word}. */
export const userListSchema = object({
  flt: number().oneOf(Object.values(UserFilter), v.selectFilter).default(UserFilter.ALL),
  pg: number().oneOf([UserPage.FIRST, UserPage.NEXT], v.invalidCursor).default(UserPage.FIRST),
  lst_date: string().default(''),
  lst_count: number().integer(v.invalidCursor).min(0, v.invalidCursor).default(0),
  srch_word: text().max(100, v.maxLength).default(''),
});

/** user details, delete, add and confirm add {usd}. */
export const userRefSchema = object({ usd: id(v.selectUser) });

/** The user type form: Admin, Group Member (with a group) or Operation Manager. */
export const userTypeSchema = object({
  usr_tp: number()
    .typeError(v.selectUserType)
    .oneOf([UserType.ADMIN, UserType.GROUP_MEMBER, UserType.OPERATION_MANAGER], v.selectUserType)
    .required(v.selectUserType),
  ugd: text()
    .default('')
    .when('usr_tp', { is: UserType.GROUP_MEMBER, then: (schema) => schema.required(v.selectUserGroup) }),
});
export type UserTypeValues = InferType<typeof userTypeSchema>;

/** user update {usd, usr_tp, ugd}. */
export const userUpdateSchema = userTypeSchema.shape({ usd: id(v.selectUser) });

/** user toggle status {usd, usr_status 5|10}. */
export const userStatusSchema = object({
  usd: id(v.selectUser),
  usr_status: number()
    .oneOf([UserStatusChange.ACTIVATE, UserStatusChange.DEACTIVATE], v.selectFilter)
    .required(v.selectFilter),
});

/** The group name of add and rename. */
export const groupNameSchema = object({
  group_name: text()
    .required(v.groupNameRequired)
    .min(GROUP_NAME_MIN, v.groupNameRequired)
    .max(GROUP_NAME_MAX, v.maxLength),
});
export type GroupNameValues = InferType<typeof groupNameSchema>;

/** group update {ugd, group_name}. */
export const groupUpdateSchema = groupNameSchema.shape({ ugd: id(v.selectGroup) });
/** group delete, group rights list, group site lists {ugd}. */
export const groupRefSchema = object({ ugd: id(v.selectGroup) });

/** group rights add or update {ugd, group_rights: [{right_id, perm_status}]}. */
export const groupRightsSaveSchema = object({
  ugd: id(v.selectGroup),
  group_rights: array(
    object({
      right_id: number().typeError(v.selectRight).integer(v.selectRight).required(v.selectRight),
      perm_status: flag(),
    }),
  ).default([]),
});

/** The Group Sites form: a site with its Create and View Only flags. */
export const groupSiteFormSchema = object({ std: id(v.selectSite), isCreate: flag(), isView: flag() });
export type GroupSiteFormValues = InferType<typeof groupSiteFormSchema>;

/** group roster / timesheet permission add {ugd, std, isCreate, isView}. */
export const groupSiteAddSchema = groupSiteFormSchema.shape({ ugd: id(v.selectGroup) });
/** group site roster / timesheet delete {ugd, std}. */
export const groupSiteRefSchema = object({ ugd: id(v.selectGroup), std: id(v.selectSite) });
