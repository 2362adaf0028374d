/**
 * The same add sent twice at once stores one record: the checks that refuse a second (a name
 * taken, the same details, the same leave day) run inside the write on the newest state. On the
 * PostgreSQL store (project mock-api-postgres) a write waits on the database, so a check made
 * before it would let both through.
 */
import { Paths } from '../contract';
import { useDemoServer } from '../testing/harness';
import { WRITE_CALLS } from '../testing/writeCalls';

const ctx = useDemoServer('admin');

async function payloadOf(path: string): Promise<object> {
  const call = WRITE_CALLS.find((candidate) => candidate.path === path);
  if (!call) throw new Error(`no write call for ${path}`);
  return call.payload({
    server: ctx.server,
    admin: async (target, payload) => (await ctx.server.call(target, payload, ctx.sessions.admin)).body,
  });
}

const cases: [name: string, path: string, refusal: string, collection: keyof ReturnType<typeof countsOf>][] = [
  ['client type add', Paths.clients.typeAdd, 'RECORD_EXIST', 'client_types'],
  ['client add', Paths.clients.add, 'RECORD_EXIST', 'clients'],
  ['site add', Paths.sites.add, 'SITE_ALREADY_EXIST', 'sites'],
  ['employee add', Paths.employees.add, 'EMPLOYEE_WITH_SAME_DETAILS_EXIST', 'employees'],
  ['leave day add', Paths.employees.leaveAdd, 'RECORD_EXIST', 'leaves'],
];

function countsOf() {
  const state = ctx.server.readDb();
  return {
    client_types: state.client_types.length,
    clients: state.clients.length,
    sites: state.sites.length,
    employees: state.employees.length,
    leaves: state.leaves.length,
  };
}

describe('the same add twice at once', () => {
  it.each(cases)('%s: one OK, one refused, one record stored', async (_name, path, refusal, collection) => {
    const payload = await payloadOf(path);
    const before = countsOf()[collection];
    const replies = await Promise.all([ctx.call(path, payload), ctx.call(path, payload)]);
    expect(replies.map((reply) => (reply as { status: string }).status).sort()).toEqual(['OK', refusal].sort());
    expect(countsOf()[collection]).toBe(before + 1);
  });
});
