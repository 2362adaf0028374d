/** The rights model: what a user may do in a Times app. Routes import from here. */
export {
  allRightsOf,
  formRightsFor,
  formsFor,
  hasRight,
  inScope,
  isAdminByOwnership,
  isAppAdmin,
  isKnownForm,
  requireAppAdmin,
  requireAppMember,
  requireLookupRight,
  requireRight,
  rightsFor,
} from './rights';
export type { RightsState } from './rightsState';
export type {
  AccessRefusal,
  AppAccess,
  AppRights,
  LookupAccess,
  LookupGrant,
  RightOptions,
  RightsByForm,
  SiteScope,
} from './rights';
