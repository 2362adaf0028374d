import type { RosterEmployee } from '../../contract';
import { detailsPage } from './detailsPage';

const rows: RosterEmployee[] = Array.from({ length: 7 }, (_, i) => ({
  id: i + 1,
  emd: `E${i + 1}`,
  name: 'N',
  surname: 'S',
  employee_number: '',
  gender: 1,
}));
const ids = (page: { employees: RosterEmployee[] }) => page.employees.map((row) => row.id);

describe('detailsPage', () => {
  it('answers page 1, then the rows after the cursor, counting the rows sent', () => {
    const first = detailsPage(rows, { page_number: 1, list_lst_id: 0, lst_count: 0 }, 3);
    expect([ids(first), first.list_lst_id, first.lst_count]).toEqual([[1, 2, 3], 3, 3]);
    const second = detailsPage(rows, { page_number: 2, list_lst_id: first.list_lst_id, lst_count: first.lst_count }, 3);
    expect([ids(second), second.list_lst_id, second.lst_count]).toEqual([[4, 5, 6], 6, 6]);
    const third = detailsPage(rows, { page_number: 3, list_lst_id: 6, lst_count: 6 }, 3);
    expect([ids(third), third.list_lst_id, third.lst_count]).toEqual([[7], 7, 7]);
  });

  it('starts page 1 afresh whatever the cursor, and keeps the cursor on an empty or unknown page', () => {
    expect(ids(detailsPage(rows, { page_number: 1, list_lst_id: 5, lst_count: 5 }, 3))).toEqual([1, 2, 3]);
    expect(detailsPage(rows, { page_number: 4, list_lst_id: 7, lst_count: 7 }, 3)).toEqual({
      employees: [],
      list_lst_id: 7,
      lst_count: 7,
    });
    expect(detailsPage(rows, { page_number: 2, list_lst_id: 99, lst_count: 3 }, 3)).toEqual({
      employees: [],
      list_lst_id: 99,
      lst_count: 3,
    });
    expect(detailsPage([], { page_number: 1, list_lst_id: 0, lst_count: 0 }, 3)).toEqual({
      employees: [],
      list_lst_id: 0,
      lst_count: 0,
    });
  });
});
