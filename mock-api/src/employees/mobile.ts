/** An employee's mobile in international form, as user accounts hold theirs: 27 and the number without its leading 0. */
export const internationalMobile = (countryCode: number, mobile: string): string =>
  mobile ? `${countryCode}${mobile.replace(/\D/g, '').replace(/^0+/, '')}` : '';
