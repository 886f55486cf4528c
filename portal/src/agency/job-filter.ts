import {
  JOB_FIND_PAGE_SIZE,
  JOB_KINDS,
  addBerlinDays,
  berlinDayStart,
  type JobFindWire,
  type JobKind,
} from '@medstaff/domain';

/** The New Jobs filter as the form and the URL query keep it (days as YYYY-MM-DD, Berlin days). */
export interface JobFilterValues {
  field: string;
  position: string;
  from: string;
  to: string;
  place: string;
  kind: '' | JobKind;
  contractType: string;
}

export const EMPTY_JOB_FILTER: JobFilterValues = {
  field: '',
  position: '',
  from: '',
  to: '',
  place: '',
  kind: '',
  contractType: '',
};

const FILTER_KEYS = Object.keys(EMPTY_JOB_FILTER) as (keyof JobFilterValues)[];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filter and page read from the URL query (unknown or malformed values are dropped). */
export function filterFromSearch(search: URLSearchParams): { filter: JobFilterValues; page: number } {
  const filter = { ...EMPTY_JOB_FILTER };
  for (const key of FILTER_KEYS) {
    const value = search.get(key)?.trim() ?? '';
    if ((key === 'from' || key === 'to') && !DAY.test(value)) continue;
    if (key === 'kind') {
      filter.kind = (JOB_KINDS as readonly string[]).includes(value) ? (value as JobKind) : '';
      continue;
    }
    filter[key] = value;
  }
  const page = Math.floor(Number(search.get('page')));
  return { filter, page: Number.isFinite(page) && page > 1 ? page : 1 };
}

/** The URL query for a filter and page (empty values and page 1 left out). */
export function searchFromFilter(filter: JobFilterValues, page = 1): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filter[key].trim();
    if (value) search.set(key, value);
  }
  if (page > 1) search.set('page', String(page));
  return search;
}

/** The API's query: the first Berlin day from its midnight, the last Berlin day up to the next midnight. */
export function findQuery(filter: JobFilterValues, page: number): JobFindWire {
  const query: JobFindWire = {};
  if (filter.field) query.field = filter.field;
  if (filter.position) query.position = filter.position;
  if (filter.from) query.from = berlinDayStart(filter.from);
  if (filter.to) query.to = addBerlinDays(berlinDayStart(filter.to), 1);
  if (filter.place.trim()) query.place = filter.place.trim();
  if (filter.kind) query.kind = filter.kind;
  if (filter.contractType) query.contractType = filter.contractType;
  query.page = page;
  query.pageSize = JOB_FIND_PAGE_SIZE;
  return query;
}

export function isFilterEmpty(filter: JobFilterValues): boolean {
  return FILTER_KEYS.every((key) => !filter[key].trim());
}
