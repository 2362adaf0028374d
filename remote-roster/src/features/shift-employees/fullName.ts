/** An employee's name as the list, the confirmation and the image view show it: name and surname. */
export const fullName = (employee: { name: string; surname: string }): string =>
  `${employee.name} ${employee.surname}`.trim();
