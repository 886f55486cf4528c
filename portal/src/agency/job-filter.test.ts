import { EMPTY_JOB_FILTER, filterFromSearch, findQuery, searchFromFilter } from './job-filter';

describe('the New Jobs filter', () => {
  test('goes to the URL and back unchanged', () => {
    const filter = {
      ...EMPTY_JOB_FILTER,
      field: 'Neurologie',
      from: '2026-12-01',
      to: '2026-12-03',
      kind: 'DOCTOR' as const,
      place: '10115',
    };

    const search = searchFromFilter(filter, 3);

    expect(search.toString()).toBe('field=Neurologie&from=2026-12-01&to=2026-12-03&place=10115&kind=DOCTOR&page=3');
    expect(filterFromSearch(search)).toEqual({ filter, page: 3 });
  });

  test('drops malformed values from the URL', () => {
    expect(filterFromSearch(new URLSearchParams('from=tomorrow&kind=PILOT&page=-2'))).toEqual({
      filter: EMPTY_JOB_FILTER,
      page: 1,
    });
  });

  test('asks the API for whole local days', () => {
    const query = findQuery({ ...EMPTY_JOB_FILTER, from: '2026-12-01', to: '2026-12-03' }, 2);

    expect(query).toEqual({
      from: new Date(2026, 11, 1).getTime(),
      to: new Date(2026, 11, 4).getTime(),
      page: 2,
      pageSize: 20,
    });
  });
});
