import { firstUserPage, nextUserPage, userListFilter } from './userQuery';

describe('userQuery', () => {
  it('asks for the chosen filter without a word, except User', () => {
    expect(userListFilter(2, 'ignored')).toEqual({ flt: 2, srch_word: '' });
  });

  it('searches with User only above 2 characters, all users below', () => {
    expect(userListFilter(4, ' an ')).toEqual({ flt: 0, srch_word: '' });
    expect(userListFilter(4, ' ann ')).toEqual({ flt: 4, srch_word: 'ann' });
  });

  it('builds the first page and the next page from the cursor', () => {
    const first = firstUserPage({ flt: 1, srch_word: '' });
    expect(first).toEqual({ flt: 1, pg: 1, lst_date: '', lst_count: 0, srch_word: '' });
    expect(nextUserPage(first, { status: 'OK', ttl: 30, lst_count: 20, lst_date: 'D20', users: [] })).toEqual({
      flt: 1,
      pg: 2,
      lst_date: 'D20',
      lst_count: 20,
      srch_word: '',
    });
  });
});
