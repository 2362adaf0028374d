/** The organization and app rows of spec 000 section 5, with their exact messages. */
import { appFormSchema, formRightsPayloadSchema, newAppPayloadSchema, organizationFormSchema } from './apps';
import { fieldError } from './validationTable';

describe('organization', () => {
  const valid = { name: 'Acme Security Services', regno: '', vatno: '' };
  it('needs only a name, at most 100 characters', () => {
    expect(organizationFormSchema.isValidSync(valid)).toBe(true);
    expect(fieldError(organizationFormSchema, { ...valid, name: '' }, 'name')).toBe('Name required');
    expect(fieldError(organizationFormSchema, { ...valid, name: 'x'.repeat(101) }, 'name')).toBe('Max length exceeded');
    expect(fieldError(organizationFormSchema, { ...valid, name: 'x'.repeat(100) }, 'name')).toBeNull();
  });
});

describe('app', () => {
  const valid = { name: 'Acme Times', description: 'Rosters', handle: '', tags: '' };
  it.each([
    ['name', '', ' Valid app name is required'],
    ['name', ' a ', ' Valid app name is required'],
    ['name', 'x'.repeat(96), 'App name is too long'],
    ['description', '', ' Valid description required'],
    ['description', 'd', ' Valid description required'],
    ['description', 'x'.repeat(241), 'App desciption is too long'],
    ['handle', 'has space', 'Use letters, digits, dots, dashes or underscores'],
  ])('%s = %j → %j', (field, value, message) => {
    expect(fieldError(appFormSchema, { ...valid, [field]: value }, field)).toBe(message);
  });

  it.each([
    ['name', 'ab'],
    ['name', 'x'.repeat(95)],
    ['description', 'x'.repeat(240)],
    ['handle', 'acme-times.v2_1'],
    ['tags', 'a, b, c'],
  ])('%s = %j is valid (trimmed bounds 2 to 95 and 2 to 240; handle and tags optional)', (field, value) => {
    expect(fieldError(appFormSchema, { ...valid, [field]: value }, field)).toBeNull();
  });

  it('accepts only Times apps (sub-product 29) on the server', () => {
    const payload = {
      app_nm: 'Acme Times',
      app_description: 'Rosters',
      app_handle: '',
      tags: [{ t_nm: 'guards' }],
      app_acc_tp: 1,
      is_own_app: 1,
      cmpd: '',
      sub_prdct: 29,
    };
    expect(newAppPayloadSchema.isValidSync(payload)).toBe(true);
    expect(newAppPayloadSchema.isValidSync({ ...payload, sub_prdct: 30 })).toBe(false);
  });

  it('knows the form ids of the rights model', () => {
    expect(formRightsPayloadSchema.isValidSync({ f_rd: 5 })).toBe(true);
    expect(fieldError(formRightsPayloadSchema, { f_rd: 6 }, 'f_rd')).toBe('Select valid form');
  });
});
