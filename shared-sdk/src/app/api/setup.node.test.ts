/** The setup calls' catalogue messages (spec 000 section 8). */
import { messageFor } from '@times/shared-sdk';
import { clientsMessages } from './clients';
import { shiftsMessages } from './shifts';
import { sitesMessages } from './sites';

describe('setup messages', () => {
  it.each([
    [clientsMessages.client, 'RECORD_EXIST', 'Client already exist'],
    [clientsMessages.clientType, 'RECORD_EXIST', 'Client type already exist'],
    [clientsMessages.client, 'INVALID_USER_RIGHTS', 'Invalid user rights'],
    [clientsMessages.status, 'INVALID_USER_RIGHTS', 'Status change error, invalid user rights'],
    [clientsMessages.status, 'ANY_OTHER', 'Status change error occured'],
    [sitesMessages.site, 'SITE_ALREADY_EXIST', 'Site already exist'],
    [sitesMessages.site, 'SITE_MAX_LICENSED_EXCEEDED', 'License exceeded, please upgrade'],
    [sitesMessages.group, 'GROUP_ALREADY_EXIST', 'Group already exist'],
    [shiftsMessages.shift, 'SHIFT_ALREADY_EXIST', 'Shift already exist'],
    [sitesMessages.site, 'SOMETHING', 'Error occured'],
  ])('%#: %s → %s', (messages, status, text) => {
    expect(messageFor(status, messages)).toBe(text);
  });
});
