/**
 * The agencies' market search (`POST /job/find`): one index on `job_request` per equality filter,
 * `(state, <column>, released_at, id)` in the list's order. Shared by the SQLite and the MySQL
 * migration `MarketSearchIndexes1795800000000`, which differ only in how they quote names.
 */
export const MARKET_SEARCH_INDEXES = [
  ['ix_job_request_market_field', 'field_code'],
  ['ix_job_request_market_position', 'position_code'],
  ['ix_job_request_market_contract', 'contract_type'],
  ['ix_job_request_market_organisation', 'organisation_id'],
] as const;

/** The index's columns after the filter's own: the list's order and its tie-breaker. */
export const MARKET_SEARCH_INDEX_COLUMNS = (column: string) => ['state', column, 'released_at', 'id'];
