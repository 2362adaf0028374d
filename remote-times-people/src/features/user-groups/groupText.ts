/** The User Groups texts (appMessages.usersPage.groups), shortened for the files of this feature. */
import { appMessages } from '@times/shared-sdk/app';

export const groupText = appMessages.usersPage.groups;
