/** The app calls' screen rules: their catalogue messages, and INVALID sending the user to '/'. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setNavigator, setRuntimeConfig } from '@times/shared-sdk';
import { appsApi } from './apps';

let server: http.Server;
let status = 'OK';
const paths: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    paths.push(req.url ?? '');
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status, apd: 'a', apdd: 'b' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  setRuntimeConfig({ firstApiUrl: `http://127.0.0.1:${port}/first`, timesApiUrl: `http://127.0.0.1:${port}/times` });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const newApp = {
  app_nm: 'A',
  app_description: 'B',
  app_handle: '',
  tags: [],
  app_acc_tp: 1 as const,
  is_own_app: 1 as const,
  cmpd: '',
  sub_prdct: 29 as const,
};

describe('appsApi', () => {
  it('adds apps on the Times backend and organizations on the first backend', async () => {
    status = 'OK';
    await appsApi.addApp(newApp);
    await appsApi.organizations();
    expect(paths.slice(-2)).toEqual(['/times/api/auth/094564', '/first/api/auth/45345']);
  });

  it.each([
    ['USER_NOT_ALLOWED', 'Access rights denied'],
    ['HANDLE_EXIST', 'Handle name already exist'],
    ['APP_NAME_EXIST', 'App name already exist'],
  ])('app creation answers %s with %j', async (answer, message) => {
    status = answer;
    expect(await appsApi.addApp(newApp)).toMatchObject({ kind: 'error', message });
  });

  it.each([
    ['USER_NOT_VERIFIED', 'User contact details not yet verified'],
    ['VAT_REG_EXIST', 'Vat registration number already exist'],
    ['NAME_EXIST', 'Name already exist'],
  ])('organization creation answers %s with %j', async (answer, message) => {
    status = answer;
    const outcome = await appsApi.addOrganization({
      cnm: 'A',
      reg_no: '',
      vat_no: '',
      hasImg: 0,
      picd: '',
      picdd: '',
      location_tp: 3,
      lat: 0,
      lng: 0,
    });
    expect(outcome).toMatchObject({ kind: 'error', message });
  });

  it('sends the user to / on INVALID from every call of the app-creation and app-selection screens', async () => {
    const navigate = jest.fn();
    setNavigator(navigate);
    status = 'INVALID';
    await appsApi.organizations();
    await appsApi.addApp(newApp);
    await appsApi.confirmApp({ ad: 'a', add: 'b' });
    await appsApi.userApps();
    await appsApi.selectApp({ prd: 1, sprd: 29, ap_id: 'x', isOwn: 1, cmpd: '' });
    expect(navigate.mock.calls.map((call) => call[0])).toEqual(['/', '/', '/', '/', '/']);
  });
});
