import { toRegistrationRequest } from './toRegistrationRequest';

describe('toRegistrationRequest', () => {
  it('builds the /api/reg/412703 payload with the dial code, gender, location type 3 and the default location', () => {
    const payload = toRegistrationRequest({
      name: ' Thandi ',
      surname: 'Mokoena',
      email: 'thandi@example.com',
      dob: '1990-02-28',
      gender: 2,
      country: '27',
      mobile: '082 123 4567',
      password: 'secret12',
      retype: 'secret12',
    });
    expect(payload).toEqual({
      customer_reg: {
        eml: 'thandi@example.com',
        u_nm: 'Thandi',
        u_srm: 'Mokoena',
        u_pss: 'secret12',
        u_mbl: '27821234567',
        dob: '1990-02-28',
      },
      gender: 2,
      location_tp: 3,
      lat: -25.7479,
      lng: 28.2293,
    });
  });
});
