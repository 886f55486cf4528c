import type { SelectQueryBuilder } from 'typeorm';
import { ListAnchors } from '../../platform/lists/list-anchors';
import { listQuery } from '../../platform/lists/list-reader';
import type { JobRequest } from '../jobs/job-request.entity';

/**
 * Keyset anchors of the market's deep pages (ListAnchors, as the admin lists use them): a page
 * from the 1,000th request on starts at the nearest anchor an earlier page of the same search
 * left, so the database seeks there in the filter's index instead of stepping over every
 * request before it. Anchors live 30 s; requests released or withdrawn meanwhile shift the pages
 * after an anchor by as many rows until it expires (docs/decisions.md, "Deep pages from anchors").
 */
export const marketAnchors = new ListAnchors();

/**
 * The ids of one page of released requests (`query`: `SELECT job.id … WHERE …` without order),
 * newest released first, then the newest id. Released requests always carry their release time
 * (the release writes it with the state), so the key is never NULL and an anchor's
 * `(released_at, id) ≤ (key, id)` keeps every row after it.
 */
export async function marketPageIds(
  query: SelectQueryBuilder<JobRequest>,
  skip: number,
  take: number,
  anchors: ListAnchors = marketAnchors,
): Promise<number[]> {
  const page = query.clone().orderBy('job.released_at', 'DESC').addOrderBy('job.id', 'DESC');
  if (skip < anchors.fromOffset) {
    const [sql, parameters] = page.offset(skip).limit(take).getQueryAndParameters();
    const rows = await listQuery<{ id: number | string }>(query.connection, sql, parameters);
    return rows.map((row) => Number(row.id));
  }
  // The key comes along (the index covers it), so the page's first row can anchor the next one.
  page.addSelect('job.released_at', 'listKey');
  const [listSql, listParameters] = page.getQueryAndParameters();
  const list = `${listSql}\u0000${JSON.stringify(listParameters)}`;
  const anchor = anchors.find(list, skip);
  if (anchor) {
    page.andWhere('job.released_at <= :anchorKey AND (job.released_at < :anchorKey OR job.id <= :anchorId)', {
      anchorKey: anchor.key,
      anchorId: anchor.id,
    });
  }
  const [sql, parameters] = page
    .offset(skip - (anchor?.offset ?? 0))
    .limit(take)
    .getQueryAndParameters();
  const rows = await listQuery<{ id: number | string; listKey: unknown }>(query.connection, sql, parameters);
  const first = rows[0];
  // An anchor found from another is as old as that one: its position is only as exact as the
  // plain offset it goes back to.
  if (first) anchors.remember(list, { offset: skip, key: first.listKey, id: Number(first.id) }, anchor?.at);
  return rows.map((row) => Number(row.id));
}
