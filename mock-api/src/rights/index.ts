/** The rights model: what a user may do in a Times app. Routes import from here. */
export {
  allRightsOf,
  formRightsFor,
  formsFor,
  hasRight,
  isAppAdmin,
  isKnownForm,
  requireAppMember,
  requireRight,
  rightsFor,
} from './rights';
export type { AppAccess, AppRights, RightOptions, RightsByForm } from './rights';
