/** The VALIDATION_ERROR answers of setup calls whose ids passed the schema but name nothing of the selected app. */
import { validationMessages } from '@times/shared-sdk/catalogue';
import { Status } from '../contract';
import type { ValidationErrorResponse } from '../routes/context';

const v = validationMessages;

const invalid = (field: string, message: string): ValidationErrorResponse => ({
  status: Status.VALIDATION_ERROR,
  errors: { [field]: message },
});

/** A public id the schema accepted that names nothing of the selected app: VALIDATION_ERROR on that field. */
export const setupErrors = {
  unknownClientType: invalid('tpd', v.selectClientType),
  unknownTypeOfClient: invalid('clnt_tpd', v.selectClientType),
  unknownClient: invalid('clntd', v.selectClient),
  unknownClientOfSite: invalid('clnt', v.selectClient),
  unknownGroup: invalid('sgd', v.selectGroup),
  unknownOpsManager: invalid('ops', v.selectOpsManager),
  unknownSite: invalid('std', v.selectSite),
  unknownSiteOfShift: invalid('site_shift.std', v.selectSite),
  unknownShift: invalid('sftd', v.selectShift),
  unknownPosition: invalid('rld', v.selectValidPosition),
  missingFilterId: invalid('flt_id', v.selectFilter),
  invalidBounds: invalid('n_lat', v.invalidBounds),
  invalidCursor: invalid('lst_date', v.invalidCursor),
  searchTooShort: invalid('q', v.searchMin),
  /** A face confirm's rcdd that is not an upload of the employee. */
  unknownUpload: invalid('rcdd', v.invalidUpload),
  unknownLeave: invalid('lvdd', v.selectLeave),
  unknownCountryOfEmployee: invalid('employee.country_id', v.selectCountry),
  unknownCountry: invalid('country_id', v.selectCountry),
} as const;
