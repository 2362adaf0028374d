import { toLoginRequest } from './toLoginRequest';

describe('toLoginRequest', () => {
  it('signs in by mobile (2) with the dial code', () => {
    expect(toLoginRequest({ method: 2, country: '27', mobile: '0821234567', email: 'x@y.z', password: 'pw' })).toEqual({
      pass: 'pw',
      isMobileOrEmail: 2,
      eml: '',
      mbl: '27821234567',
    });
  });
  it('signs in by email (1)', () => {
    expect(toLoginRequest({ method: 1, country: '00', mobile: '', email: ' a@b.co ', password: 'pw' })).toEqual({
      pass: 'pw',
      isMobileOrEmail: 1,
      eml: 'a@b.co',
      mbl: '',
    });
  });
});
