/**
 * The admin persons search in every sort order of the console (issue 27): "mül" (29,430 of
 * 1,000,000 seeded persons) on page 1, and a two-character search, which the n-gram index
 * (MariaDB with Mroonga, docs/decisions.md "Substring search on MariaDB: Mroonga") still serves.
 * `npm run bench -- --database mysql://root@127.0.0.1:3306/<fresh db> --persons 1000000 --only persons`.
 * The console's own order (last name) is run.mjs's "persons, search "mül"".
 */

/** Sort field and direction of each case: every sortable field of the persons list once. */
const SORTS = [
  ['email', 'ASC'],
  ['firstName', 'ASC'],
  ['lastName', 'DESC'],
  ['contact', 'ASC'],
  ['role', 'ASC'],
  ['createdAt', 'DESC'],
  ['id', 'DESC'],
];

/** Bench cases `[name, path, headers]` for run.mjs, as the administrator `admin`. */
export function personSearchCases(admin) {
  const q = (object) => encodeURIComponent(JSON.stringify(object));
  const page = (search, field, order) =>
    `/api/admin/persons?sort=${q([field, order])}&range=${q([0, 24])}&filter=${q({ q: search })}`;
  return [
    ...SORTS.map(([field, order]) => [`persons, search "mül" by ${field} ${order}`, page('mül', field, order), admin]),
    ['persons, search "mü" (two characters)', page('mü', 'lastName', 'ASC'), admin],
  ];
}
