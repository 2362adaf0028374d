/** The app frame's reads: rights taken away and a shift gone have their catalogue texts, anything else the generic one. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setRuntimeConfig } from '@times/shared-sdk';
import { timesAppApi } from './timesApp';

let server: http.Server;
let status = 'OK';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  setRuntimeConfig({ firstApiUrl: `http://127.0.0.1:${port}/first`, timesApiUrl: `http://127.0.0.1:${port}/times` });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('timesAppApi', () => {
  it.each([
    ['INVALID_USER_RIGHTS', 'Invalid user rights'],
    ['APP_NOT_SELECTED', 'Error occured'],
  ])('the form rights answer %s with %j', async (answer, message) => {
    status = answer;
    expect(await timesAppApi.formRights(5)).toMatchObject({ kind: 'error', status: answer, message });
  });

  it.each([
    ['INVALID_USER_RIGHTS', 'Invalid user rights'],
    ['INVALID_SHIFT_DETAILS', 'Invalid shift details'],
  ])("the wizard's details answer %s with %j", async (answer, message) => {
    status = answer;
    expect(await timesAppApi.rosterWizardDetails({ std: 's', sftd: 'f' })).toMatchObject({ kind: 'error', message });
  });
});
