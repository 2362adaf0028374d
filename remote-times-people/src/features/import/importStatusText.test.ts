import { importStatusText } from './importStatusText';

describe('importStatusText', () => {
  it.each([
    ['EMPLOYEE_MAX_LICENSED_EXCEEDED', 'Employee license exceeded, please upgrade'],
    ['EMPLOYEE_WITH_SAME_DETAILS_EXIST', 'Employee with same details exist'],
    ['INVALID_USER_RIGHTS', 'Invalid user rights'],
    ['SUCCESS', 'SUCCESS'],
    ['VALIDATION_ERROR', 'Invalid employee details'],
    ['NO_RESULT', 'No answer for this row'],
  ])('words %s as %j', (status, text) => {
    expect(importStatusText(status)).toBe(text);
  });

  it("gives a failed batch's rows the message of its call, and any other status 'Error occured'", () => {
    expect(importStatusText('NETWORK_ERROR', { NETWORK_ERROR: 'Error occured' })).toBe('Error occured');
    expect(importStatusText('SERVER_BUSY', { SERVER_BUSY: 'Try again later' })).toBe('Try again later');
    expect(importStatusText('SOMETHING_NEW')).toBe('Error occured');
  });
});
