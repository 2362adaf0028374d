import { Paths } from '../../contract';
import { signUp, startTestServer } from '../../testing/harness';
import type { TestServer } from '../../testing/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('countries', () => {
  it('lists the seeded countries for any valid session', async () => {
    const reply = await server.call(Paths.general.countries, {}, await server.visitor());
    expect(reply.http).toBe(200);
    expect(reply.body.status).toBe('OK');
    expect(reply.body.countries.length).toBeGreaterThan(200);
    expect(reply.body.countries).toContainEqual({
      id: expect.any(Number),
      c_nm: 'South Africa',
      c_code: '27',
      crnc_code: 'ZAR',
    });
    expect(Object.keys(reply.body.countries[0]).sort()).toEqual(['c_code', 'c_nm', 'crnc_code', 'id']);
  });

  it('answers INVALID without a session', async () => {
    expect((await server.call(Paths.general.countries)).body).toEqual({ status: 'INVALID' });
  });
});

describe('contact us', () => {
  const request = {
    name: 'Sipho',
    surname: 'Dlamini',
    email: 'sipho@times.test',
    mobile: '27834440001',
    product_id: 1,
  };

  it('stores the request of a visitor', async () => {
    const reply = await server.call(Paths.general.contactUs, request, await server.visitor());
    expect(reply.body).toEqual({ status: 'OK' });
    expect(server.readDb().contact_requests.at(-1)).toMatchObject({ ...request, user_id: null });
  });

  it('stores the request of a user with the user id', async () => {
    const session = await signUp(server, '27834440002', 'contact@times.test');
    await server.call(Paths.general.contactUs, { ...request, product_id: 3 }, session);
    const user = server.readDb().users.find((candidate) => candidate.mbl === '27834440002');
    expect(server.readDb().contact_requests.at(-1)).toMatchObject({ product_id: 3, user_id: user?.id });
  });

  it('validates with the contact schema', async () => {
    const reply = await server.call(
      Paths.general.contactUs,
      { name: 'S', surname: '', email: 'x', mobile: '12', product_id: 9 },
      await server.visitor(),
    );
    expect(reply.body).toEqual({
      status: 'VALIDATION_ERROR',
      errors: {
        name: 'Name is required',
        surname: 'Surname is required',
        email: 'Invalid email address',
        mobile: 'Valid mobile number is required',
        product_id: 'Select Product',
      },
    });
  });

  it('answers INVALID without a session', async () => {
    expect((await server.call(Paths.general.contactUs, request)).body).toEqual({ status: 'INVALID' });
  });
});
