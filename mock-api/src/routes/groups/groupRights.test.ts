import { FORM_PERMISSIONS, Paths } from '../../contract';
import { useDemoServer } from '../../testing/harness';

const ctx = useDemoServer('admin');
const { call } = ctx;
const u = Paths.users;
const UGD = '5YOYu5QRopcj40dX';

type Entity = { id: number; entity_name: string; entity_rights: { entity_perm_id: number; perm_status: number }[] };
const granted = async (ugd = UGD) =>
  ((await call(u.groupRights, { ugd })).permissions as Entity[]).flatMap((entity) =>
    entity.entity_rights.filter((right) => right.perm_status === 1).map((right) => right.entity_perm_id),
  );
const save = (group_rights: { right_id: number; perm_status?: number }[], ugd = UGD) =>
  call(u.groupRightsSave, { ugd, group_rights });
const storedRights = () => ctx.server.readDb().user_groups[0]!.rights;

describe('group permissions', () => {
  it('answers every form with its rights, entity_perm_id frm_id x 100 + right id, and the granted ones', async () => {
    const reply = await call(u.groupRights, { ugd: UGD });
    expect(reply.status).toBe('OK');
    expect(reply.permissions.map((entity: Entity) => [entity.id, entity.entity_name])).toEqual(
      FORM_PERMISSIONS.map((form) => [form.frm_id, form.name]),
    );
    expect(reply.permissions[0]).toEqual({
      id: 1,
      entity_name: 'SITES',
      entity_rights: [{ id: 1, entity_perm_id: 101, entity_perm_name: 'Add and manage sites', perm_status: 1 }],
    });
    expect(reply.permissions[2].entity_rights).toEqual([
      { id: 1, entity_perm_id: 301, entity_perm_name: 'Manage users and groups', perm_status: 0 },
    ]);
    expect(reply.permissions[4].entity_rights.slice(0, 2)).toEqual([
      { id: 9, entity_perm_id: 509, entity_perm_name: 'Create rosters', perm_status: 0 },
      { id: 10, entity_perm_id: 510, entity_perm_name: 'View rosters', perm_status: 1 },
    ]);
    expect(await granted()).toEqual([101, 510, 514, 521]);
  });

  it('sets the listed rights on or off and keeps the others', async () => {
    expect(
      await save([
        { right_id: 301, perm_status: 1 },
        { right_id: 510, perm_status: 0 },
        { right_id: 509, perm_status: 1 },
      ]),
    ).toEqual({
      status: 'OK',
    });
    expect(await granted()).toEqual([101, 301, 509, 514, 521]);
    expect(storedRights()).toEqual([
      { frm_id: 1, right_id: 1 },
      { frm_id: 5, right_id: 14 },
      { frm_id: 5, right_id: 21 },
      { frm_id: 3, right_id: 1 },
      { frm_id: 5, right_id: 9 },
    ]);
    expect((await call(u.groups, {})).groups[0].total_rights).toBe(5);
    // Granting a held right again or removing one not held changes nothing; perm_status defaults to 0.
    expect(
      await save([{ right_id: 101, perm_status: 1 }, { right_id: 511, perm_status: 0 }, { right_id: 509 }]),
    ).toEqual({ status: 'OK' });
    expect(await granted()).toEqual([101, 301, 514, 521]);
    expect(await save([])).toEqual({ status: 'OK' });
    expect(await granted()).toEqual([101, 301, 514, 521]);
  });

  it('refuses a right_id that names no right with VALIDATION_ERROR, saving none of the list', async () => {
    const before = storedRights();
    const refused = await save([
      { right_id: 301, perm_status: 1 },
      { right_id: 399, perm_status: 1 },
      { right_id: 7, perm_status: 1 },
    ]);
    expect(refused).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { 'group_rights[1].right_id': 'Select valid right', 'group_rights[2].right_id': 'Select valid right' },
    });
    expect(storedRights()).toEqual(before);
    expect(await save([{ right_id: 'abc' as unknown as number, perm_status: 1 }])).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { 'group_rights[0].right_id': 'Select valid right' },
    });
    expect(storedRights()).toEqual(before);
  });

  it('answers the permissions of a new group with nothing granted', async () => {
    const { ugd } = await call(u.groupAdd, { group_name: 'Fresh group' });
    expect(await granted(ugd)).toEqual([]);
    expect(await save([{ right_id: 801, perm_status: 1 }], ugd)).toEqual({ status: 'OK' });
    expect(await granted(ugd)).toEqual([801]);
    expect(await granted()).toEqual([101, 510, 514, 521]);
  });
});
