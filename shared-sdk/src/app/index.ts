/**
 * @times/shared-sdk/app: what the signed-in areas share (app home, app creation, the Times frame
 * and its screens): their calls, the selected app's store, the rights helpers, their UI parts and
 * texts. A module of its own, shared as a singleton like the core, so the public pages never
 * download it. It reaches the core only through '@times/shared-sdk', never by relative paths,
 * so both always use the one core instance.
 */
// Plain constants: the rights model (forms, rights, user types) as the server checks it.
export * from '../constants/rights';
export { appMessages } from './catalogue/appMessages';
export type { AppMessages } from './catalogue/appMessages';
export { appsApi, appsMessages } from './api/apps';
export { timesAppApi } from './api/timesApp';
export { placesApi, mapSettings, type MapSettings } from './api/places';
// The selected app's store is state: one instance, through its own singleton module.
export { useTimesStore } from '@times/shared-sdk/app/state';
export type { TimesState, TimesLoad } from '@times/shared-sdk/app/state';
export { canAccess, canAccessAny, hasRight, rightIdsOf } from './rights/canAccess';
export { Modal, CloseButton } from './ui/Modal';
export type { ModalSize } from './ui/Modal';
export { Tabs } from './ui/Tabs';
export type { TabItem } from './ui/Tabs';
export { ProgressBanner } from './ui/ProgressBanner';
export { clientsApi, clientsMessages } from './api/clients';
export { sitesApi, sitesMessages } from './api/sites';
export { shiftsApi, shiftsMessages } from './api/shifts';
export { useFormRights } from './hooks/useFormRights';
export { ConfirmDialog } from './ui/ConfirmDialog';
export { Switch } from './ui/Switch';
export { NotAllowed } from './ui/NotAllowed';
export { CheckboxField } from './ui/CheckboxField';
export { TimesPaths } from '../contract/timesPaths';
export { positionsApi, positionsMessages } from './api/positions';
export { RightsGate } from './ui/RightsGate';
export { useList } from './hooks/useList';
export { Section, Toolbar, Table } from './ui/Section';
export { FormActions } from './ui/FormActions';
export { ListBody } from './ui/ListBody';
export * from '../constants/employees';
export { employeesApi, employeesMessages, type EmployeeListQuery } from './api/employees';
export { faceApi, faceMessages } from './api/face';
export { attendanceApi, attendanceMessages } from './api/attendance';
export type { WizardStepProps } from './times/wizardStep';
export { useDebouncedSearch } from './hooks/useDebouncedSearch';
export type { SearchStatus, SearchState, DebouncedSearchOptions } from './hooks/useDebouncedSearch';
export { useComboboxState, useCombobox } from './hooks/useCombobox';
export type { ComboboxState, ComboboxOptions } from './hooks/useCombobox';
export { ControlInput, ComboboxFrame, ComboboxList, ComboboxOption } from './ui/Combobox';
export { rosterSetupApi, rosterSetupMessages } from './api/rosterSetup';
export { rosterShiftApi, rosterShiftMessages } from './api/rosterShift';
export { calendarLinksApi } from './api/calendarLinks';
export type { CalendarLinkRef } from './api/calendarLinks';
export { EmployeeTypeAhead, employeeLabel } from './ui/EmployeeTypeAhead';
export { useEmployeeSearch, canSearch as canSearchEmployees, SEARCH_DELAY_MS } from './hooks/useEmployeeSearch';
export type { EmployeeSearchState } from './hooks/useEmployeeSearch';
export * from '../constants/rosterSetup';
export * from '../constants/rosterShift';
export * from '../constants/availability';
export { usePhotoLink } from './hooks/usePhotoLink';
export type { PhotoState } from './hooks/usePhotoLink';
export { PhotoButton } from './ui/PhotoButton';
export { VisuallyHidden, TableScroll } from './ui/TableParts';
export { PageHeading } from './ui/PageHeading';
export { StatusBadge, rosterStatusTone, memberStatusTone, type StatusTone } from './ui/StatusBadge';
export { rostersApi, rostersMessages } from './api/rosters';
export { rosterCoverApi, rosterCoverMessages } from './api/rosterCover';
export * from '../constants/rosters';
export { usersApi, usersMessages } from './api/users';
export * from '../constants/users';
export { useCursorList } from './hooks/useCursorList';
export type { CursorListSource } from './hooks/useCursorList';
export { ListCard, ListCardHead, ListCardLine, ListCardOpen } from './ui/ListCard';
export { SearchWithClear } from './ui/SearchWithClear';
export { FactList, type Fact } from './ui/FactList';
export { UserMenu } from './ui/UserMenu';
export { downloadFile } from './files/downloadFile';
export { employeeAccountsApi, myTimesApi, requestsApi, selfServiceMessages } from './api/selfService';
export * from '../constants/selfService';
export * from '../offline';
