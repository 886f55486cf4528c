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

  test('asks the API for whole Berlin days, whatever the browser’s zone', () => {
    const query = findQuery({ ...EMPTY_JOB_FILTER, from: '2026-12-01', to: '2026-12-03' }, 2);

    expect(query).toEqual({
      from: Date.parse('2026-11-30T23:00:00Z'),
      to: Date.parse('2026-12-03T23:00:00Z'),
      page: 2,
      pageSize: 20,
    });
  });
});
