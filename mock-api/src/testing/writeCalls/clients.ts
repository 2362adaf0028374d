/** The write calls of the CLIENTS form (right 3): client types and clients. Never an operations manager's. */
import { FormId, Paths, RightId } from '../../contract';
import { demo } from '../harness';
import type { WriteCall } from './types';
import { fixed, okField } from './types';

const right = { formId: FormId.CLIENTS, rightId: RightId.CLIENTS };
const { retail, industrial } = demo.clientTypes;
const { acmeRetail, highveld } = demo.clients;

export const clientWriteCalls: readonly WriteCall[] = [
  {
    name: 'client type add',
    path: Paths.clients.typeAdd,
    right,
    ops: false,
    ownAppAdd: true,
    payload: fixed({ name: 'Mining' }),
  },
  {
    name: 'client type update',
    path: Paths.clients.typeUpdate,
    right,
    ops: false,
    payload: fixed({ tpd: industrial.tpd, name: 'Heavy industry' }),
  },
  {
    name: 'client type delete',
    path: Paths.clients.typeDelete,
    right,
    ops: false,
    payload: async ({ admin }) => ({
      tpd: okField(await admin(Paths.clients.typeAdd, { name: 'Unused type' }), 'tpd', 'client type add'),
    }),
  },
  {
    name: 'client add',
    path: Paths.clients.add,
    right,
    ops: false,
    payload: fixed({ name: 'Beta Stores', clnt_tpd: retail.tpd, dt_started: '2026-02-01', clnt_status: 5 }),
  },
  {
    name: 'client update',
    path: Paths.clients.update,
    right,
    ops: false,
    payload: fixed({
      clntd: acmeRetail.cntd,
      name: 'Acme Retail Group',
      clnt_tpd: retail.tpd,
      dt_started: '2026-01-05',
    }),
  },
  {
    name: 'client status',
    path: Paths.clients.status,
    right,
    ops: false,
    payload: fixed({ clntd: acmeRetail.cntd, clnt_status: 10 }),
  },
  { name: 'client delete', path: Paths.clients.delete, right, ops: false, payload: fixed({ clntd: highveld.cntd }) },
];
