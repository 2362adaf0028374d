/** Every API call this server answers, one route module each. */
import { firstVisitorRoute } from './auth/firstVisitor';
import { forgotPasswordRoute } from './auth/forgotPassword';
import { loginRoute } from './auth/login';
import { newPasswordRoute } from './auth/newPassword';
import { registerRoute } from './auth/register';
import { userDetailsRoute } from './auth/userDetails';
import { verifyOtpRoute } from './auth/verifyOtp';
import { addOrganizationRoute } from './apps/addOrganization';
import { organizationsRoute } from './apps/organizations';
import { selectAppRoute } from './apps/selectApp';
import { userAppsRoute } from './apps/userApps';
import { clientAddRoute } from './clients/clientAdd';
import { clientDeleteRoute } from './clients/clientDelete';
import { clientDetailsRoute } from './clients/clientDetails';
import { clientListRoute } from './clients/clientList';
import { clientLookupRoute } from './clients/clientLookup';
import { clientStatusRoute } from './clients/clientStatus';
import { clientTypeAddRoute } from './clients/clientTypeAdd';
import { clientTypeDeleteRoute } from './clients/clientTypeDelete';
import { clientTypeListRoute } from './clients/clientTypeList';
import { clientTypeUpdateRoute } from './clients/clientTypeUpdate';
import { clientUpdateRoute } from './clients/clientUpdate';
import type { ApiRoute } from './context';
import { employeeAddRoute } from './employees/employeeAdd';
import { employeeDeleteRoute } from './employees/employeeDelete';
import { employeeDetailsRoute } from './employees/employeeDetails';
import { employeeImportRoute } from './employees/employeeImport';
import { employeeListRoute } from './employees/employeeList';
import { employeeSearchRoute } from './employees/employeeSearch';
import { employeeStatisticsRoute } from './employees/employeeStatistics';
import { employeeStatusRoute } from './employees/employeeStatus';
import { employeeUpdateRoute } from './employees/employeeUpdate';
import { leaveAddRoute } from './employees/leaveAdd';
import { leaveDeleteRoute } from './employees/leaveDelete';
import { leaveListRoute } from './employees/leaveList';
import { clockRoute } from './attendance/clock';
import { kioskRoute } from './attendance/kiosk';
import { attendanceSitesRoute } from './attendance/attendanceSites';
import { timesheetRoute } from './attendance/timesheet';
import { timesheetApproveRoute } from './attendance/timesheetApprove';
import { confirmImageRoute } from './face/confirmImage';
import { confirmThumbnailRoute } from './face/confirmThumbnail';
import { faceAddRoute } from './face/faceAdd';
import { faceDescriptorsRoute } from './face/faceDescriptors';
import { imageLinkRoute } from './face/imageLink';
import { thumbnailLinkRoute } from './face/thumbnailLink';
import { uploadLinksRoute } from './face/uploadLinks';
import { contactUsRoute } from './general/contactUs';
import { countriesRoute } from './general/countries';
import { positionAddRoute } from './positions/positionAdd';
import { positionDeleteRoute } from './positions/positionDelete';
import { positionDetailsRoute } from './positions/positionDetails';
import { positionListRoute } from './positions/positionList';
import { positionUpdateRoute } from './positions/positionUpdate';
import { requiredEmployeesRoute } from './rosterSetup/requiredEmployees';
import { rosterClientsRoute } from './rosterSetup/rosterClients';
import { rosterSetupShiftsRoute } from './rosterSetup/rosterSetupShifts';
import { rosterSetupSitesRoute } from './rosterSetup/rosterSetupSites';
import { ruleAddRoute } from './rosterSetup/ruleAdd';
import { ruleDeleteRoute } from './rosterSetup/ruleDelete';
import { rosterRulesRoute } from './rosterSetup/rules';
import { workingDaysDetailsRoute } from './rosterSetup/workingDaysDetails';
import { workingDaysSaveRoute } from './rosterSetup/workingDaysSave';
import { rosterSitesRoute } from './shifts/rosterSites';
import { shiftAddRoute } from './shifts/shiftAdd';
import { shiftDeleteRoute } from './shifts/shiftDelete';
import { shiftDetailsRoute } from './shifts/shiftDetails';
import { shiftUpdateRoute } from './shifts/shiftUpdate';
import { siteShiftsRoute } from './shifts/siteShifts';
import { opsManagersRoute } from './sites/opsManagers';
import { placesRoute } from './sites/places';
import { siteAddRoute } from './sites/siteAdd';
import { siteDeleteRoute } from './sites/siteDelete';
import { siteDetailsRoute } from './sites/siteDetails';
import { siteGroupAddRoute } from './sites/siteGroupAdd';
import { siteGroupDeleteRoute } from './sites/siteGroupDelete';
import { siteGroupListRoute } from './sites/siteGroupList';
import { siteGroupUpdateRoute } from './sites/siteGroupUpdate';
import { siteListRoute } from './sites/siteList';
import { siteLookupRoute } from './sites/siteLookup';
import { siteUpdateRoute } from './sites/siteUpdate';
import { addAppRoute } from './timesApp/addApp';
import { appDetailsRoute } from './timesApp/appDetails';
import { confirmAppRoute } from './timesApp/confirmApp';
import { formRightsRoute } from './timesApp/formRights';
import { formsRoute } from './timesApp/forms';
import { rosterWizardDetailsRoute } from './timesApp/rosterWizardDetails';
import { configuredDailyRoute } from './rosterPositions/configuredDaily';
import { rolesLookupRoute } from './rosterPositions/rolesLookup';
import { rolesOfShiftRoute } from './rosterPositions/rolesOfShift';
import { shiftPositionAddRoute } from './rosterPositions/shiftPositionAdd';
import { shiftPositionDeleteRoute } from './rosterPositions/shiftPositionDelete';
import { shiftPositionDetailsRoute } from './rosterPositions/shiftPositionDetails';
import { shiftPositionListRoute } from './rosterPositions/shiftPositionList';
import { shiftPositionUpdateRoute } from './rosterPositions/shiftPositionUpdate';
import { availabilityDetailsRoute } from './rosterEmployees/availabilityDetails';
import { calendarLinkCreateRoute } from './rosterEmployees/calendarLinkCreate';
import { calendarLinkDetailsRoute } from './rosterEmployees/calendarLinkDetails';
import { calendarLinkRevokeRoute } from './rosterEmployees/calendarLinkRevoke';
import { availabilitySaveRoute } from './rosterEmployees/availabilitySave';
import { shiftEmployeeAddRoute } from './rosterEmployees/shiftEmployeeAdd';
import { shiftEmployeeDeleteRoute } from './rosterEmployees/shiftEmployeeDelete';
import { shiftEmployeeDetailsRoute } from './rosterEmployees/shiftEmployeeDetails';
import { shiftEmployeeListRoute } from './rosterEmployees/shiftEmployeeList';
import { shiftEmployeeUpdateRoute } from './rosterEmployees/shiftEmployeeUpdate';
import { rosterDetailsRoute } from './rosters/rosterDetails';
import { rosterMoveRoute } from './rosters/rosterMove';
import { assignCoverRoute } from './rosters/cover/assignCover';
import { coverCandidatesRoute } from './rosters/cover/coverCandidates';
import { markAbsentRoute } from './rosters/cover/markAbsent';
import { rosterPinRoute } from './rosters/rosterPin';
import { rosterSummaryRoute } from './rosters/rosterSummary';
import { rosterSwapRoute } from './rosters/rosterSwap';
import { rosterPublishRoute } from './rosters/rosterPublish';
import { statisticsDetailsRoute } from './rosters/statisticsDetails';
import { availableRostersRoute } from './rosters/availableRosters';
import { rosterPeriodsRoute } from './rosters/rosterPeriods';
import { rosterStatusRoute } from './rosters/rosterStatus';
import { startCalculationRoute } from './rosters/startCalculation';
import { accountListRoute } from './employeeAccounts/accountList';
import { accountInviteRoute } from './employeeAccounts/accountInvite';
import { accountRevokeRoute } from './employeeAccounts/accountRevoke';
import { accountUnlinkRoute } from './employeeAccounts/accountUnlink';
import { invitationDetailsRoute } from './invitations/invitationDetails';
import { myProfileRoute } from './myTimes/me';
import { myShiftsRoute } from './myTimes/shifts';
import { myOpenShiftsRoute } from './myTimes/openShifts';
import { myOpenShiftClaimRoute } from './myTimes/openShiftClaim';
import { mySwapPartnersRoute } from './myTimes/swapPartners';
import { myTimeOffRoute } from './myTimes/timeOff';
import { myTimeOffAddRoute } from './myTimes/timeOffAdd';
import { myTimeOffCancelRoute } from './myTimes/timeOffCancel';
import { myInboxRoute } from './myTimes/inbox';
import { myInboxReadRoute } from './myTimes/inboxRead';
import { mySmsRoute } from './myTimes/sms';
import { myAvailabilityRoute } from './myTimes/availability';
import { myAvailabilitySaveRoute } from './myTimes/availabilitySave';
import { myCalendarLinkRoute } from './myTimes/calendarLink';
import { requestListRoute } from './requests/requestList';
import { requestImpactRoute } from './requests/requestImpact';
import { requestDecideRoute } from './requests/requestDecide';
import { requestSettingsRoute } from './requests/requestSettings';
import { marketplaceSettingsRoute } from './requests/marketplaceSettings';
import { requestCountRoute } from './requests/requestCount';

import { startSiteCalculationRoute } from './rosters/startSiteCalculation';
import { userAddRoute } from './users/userAdd';
import { userConfirmAddRoute } from './users/userConfirmAdd';
import { userDeleteRoute } from './users/userDelete';
import { managedUserDetailsRoute } from './users/userDetails';
import { userListRoute } from './users/userList';
import { userSearchByCodeRoute } from './users/userSearchByCode';
import { userStatusRoute } from './users/userStatus';
import { userUpdateRoute } from './users/userUpdate';
import { groupAddRoute } from './groups/groupAdd';
import { groupDeleteRoute } from './groups/groupDelete';
import { groupListRoute } from './groups/groupList';
import { groupRightsRoute } from './groups/groupRights';
import { groupRightsSaveRoute } from './groups/groupRightsSave';
import { groupRosterSiteAddRoute, groupTimesheetSiteAddRoute } from './groups/groupSiteAdd';
import { groupRosterSiteDeleteRoute, groupTimesheetSiteDeleteRoute } from './groups/groupSiteDelete';
import { groupRosterSitesRoute, groupTimesheetSitesRoute } from './groups/groupSiteList';
import { groupUpdateRoute } from './groups/groupUpdate';

export const apiRoutes: readonly ApiRoute[] = [
  firstVisitorRoute,
  registerRoute,
  verifyOtpRoute,
  loginRoute,
  forgotPasswordRoute,
  newPasswordRoute,
  userDetailsRoute,
  countriesRoute,
  contactUsRoute,
  organizationsRoute,
  addOrganizationRoute,
  userAppsRoute,
  selectAppRoute,
  addAppRoute,
  confirmAppRoute,
  appDetailsRoute,
  formsRoute,
  formRightsRoute,
  rosterWizardDetailsRoute,
  clientTypeListRoute,
  clientTypeAddRoute,
  clientTypeUpdateRoute,
  clientTypeDeleteRoute,
  clientListRoute,
  clientLookupRoute,
  clientDetailsRoute,
  clientAddRoute,
  clientUpdateRoute,
  clientStatusRoute,
  clientDeleteRoute,
  siteGroupListRoute,
  siteGroupAddRoute,
  siteGroupUpdateRoute,
  siteGroupDeleteRoute,
  opsManagersRoute,
  placesRoute,
  siteListRoute,
  siteLookupRoute,
  siteDetailsRoute,
  siteAddRoute,
  siteUpdateRoute,
  siteDeleteRoute,
  siteShiftsRoute,
  rosterSitesRoute,
  shiftDetailsRoute,
  shiftAddRoute,
  shiftUpdateRoute,
  shiftDeleteRoute,
  positionListRoute,
  positionDetailsRoute,
  positionAddRoute,
  positionUpdateRoute,
  positionDeleteRoute,
  employeeListRoute,
  employeeStatisticsRoute,
  employeeDetailsRoute,
  employeeAddRoute,
  employeeUpdateRoute,
  employeeStatusRoute,
  employeeDeleteRoute,
  employeeImportRoute,
  employeeSearchRoute,
  leaveListRoute,
  leaveAddRoute,
  leaveDeleteRoute,
  faceAddRoute,
  faceDescriptorsRoute,
  uploadLinksRoute,
  confirmThumbnailRoute,
  confirmImageRoute,
  thumbnailLinkRoute,
  imageLinkRoute,
  rosterClientsRoute,
  rosterSetupSitesRoute,
  rosterSetupShiftsRoute,
  workingDaysDetailsRoute,
  workingDaysSaveRoute,
  requiredEmployeesRoute,
  rosterRulesRoute,
  ruleAddRoute,
  ruleDeleteRoute,
  shiftPositionListRoute,
  shiftPositionDetailsRoute,
  shiftPositionAddRoute,
  shiftPositionUpdateRoute,
  shiftPositionDeleteRoute,
  configuredDailyRoute,
  rolesLookupRoute,
  rolesOfShiftRoute,
  shiftEmployeeListRoute,
  shiftEmployeeDetailsRoute,
  shiftEmployeeAddRoute,
  shiftEmployeeUpdateRoute,
  shiftEmployeeDeleteRoute,
  availabilityDetailsRoute,
  availabilitySaveRoute,
  calendarLinkDetailsRoute,
  calendarLinkCreateRoute,
  calendarLinkRevokeRoute,
  availableRostersRoute,
  startCalculationRoute,
  startSiteCalculationRoute,
  rosterPeriodsRoute,
  rosterStatusRoute,
  rosterSummaryRoute,
  statisticsDetailsRoute,
  rosterDetailsRoute,
  rosterSwapRoute,
  rosterMoveRoute,
  coverCandidatesRoute,
  assignCoverRoute,
  markAbsentRoute,
  rosterPinRoute,
  rosterPublishRoute,
  userSearchByCodeRoute,
  userListRoute,
  managedUserDetailsRoute,
  userUpdateRoute,
  userDeleteRoute,
  userStatusRoute,
  userAddRoute,
  userConfirmAddRoute,
  groupListRoute,
  groupAddRoute,
  groupUpdateRoute,
  groupDeleteRoute,
  groupRightsRoute,
  groupRightsSaveRoute,
  groupRosterSitesRoute,
  groupRosterSiteAddRoute,
  groupRosterSiteDeleteRoute,
  groupTimesheetSitesRoute,
  groupTimesheetSiteAddRoute,
  groupTimesheetSiteDeleteRoute,
  attendanceSitesRoute,
  kioskRoute,
  clockRoute,
  timesheetRoute,
  timesheetApproveRoute,
  accountListRoute,
  accountInviteRoute,
  accountRevokeRoute,
  accountUnlinkRoute,
  invitationDetailsRoute,
  myProfileRoute,
  myShiftsRoute,
  myOpenShiftsRoute,
  mySwapPartnersRoute,
  myOpenShiftClaimRoute,
  myTimeOffRoute,
  myTimeOffAddRoute,
  myTimeOffCancelRoute,
  myInboxRoute,
  myInboxReadRoute,
  mySmsRoute,
  myAvailabilityRoute,
  myAvailabilitySaveRoute,
  myCalendarLinkRoute,
  requestListRoute,
  requestImpactRoute,
  requestDecideRoute,
  requestSettingsRoute,
  marketplaceSettingsRoute,
  requestCountRoute,
];
