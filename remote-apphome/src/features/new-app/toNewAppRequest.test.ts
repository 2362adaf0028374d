import { toNewAppRequest } from './toNewAppRequest';
import { toOrganizationRequest } from './toOrganizationRequest';

describe('toNewAppRequest', () => {
  const form = { name: ' Acme Times ', description: ' Rosters for Acme ', handle: ' acme ', tags: 'guards, retail' };

  it('builds an organization app for Times (sub-product 29, access type 1)', () => {
    expect(toNewAppRequest(form, 'org-1')).toEqual({
      app_nm: 'Acme Times',
      app_description: 'Rosters for Acme',
      app_handle: 'acme',
      tags: [{ t_nm: 'guards' }, { t_nm: 'retail' }],
      app_acc_tp: 1,
      is_own_app: 0,
      cmpd: 'org-1',
      sub_prdct: 29,
    });
  });

  it('builds an own app without an organization', () => {
    expect(toNewAppRequest({ ...form, handle: '', tags: '' }, null)).toMatchObject({
      is_own_app: 1,
      cmpd: '',
      app_handle: '',
      tags: [],
    });
  });
});

describe('toOrganizationRequest', () => {
  it('sends the name, numbers, no picture and the default location', () => {
    expect(toOrganizationRequest({ name: ' Acme ', regno: '2019/1', vatno: '' })).toEqual({
      cnm: 'Acme',
      reg_no: '2019/1',
      vat_no: '',
      hasImg: 0,
      picd: '',
      picdd: '',
      location_tp: 3,
      lat: -25.7479,
      lng: 28.2293,
    });
  });
});
