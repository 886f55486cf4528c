import { ASSIGNMENT_STATES } from '@medstaff/domain';
import type { GetListParams, Identifier } from 'react-admin';
import { adminApi, answerOf, idOf } from '../data/admin-api';

/**
 * The console's reads of assignments (issue 29): where every audience reads them,
 * `GET /api/assignments` (the operators see all), not below /api/admin; filters state and a range
 * of Berlin days, paged; the API orders by first shift. Records get react-admin's `id` from `_id`.
 */
const withId = <Wire extends { _id: number }>(wire: Wire) => ({ ...wire, id: wire._id });
const dayFilter = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;

export async function assignmentList(params: GetListParams) {
  const filter = (params.filter ?? {}) as Record<string, unknown>;
  const state = ASSIGNMENT_STATES.find((value) => value === filter.state);
  const from = dayFilter(filter.from);
  const to = dayFilter(filter.to);
  const answer = await answerOf(
    adminApi.GET('/api/assignments', {
      params: {
        query: {
          ...(state && { state }),
          ...(from && { from }),
          ...(to && { to }),
          page: params.pagination?.page ?? 1,
          pageSize: Math.min(params.pagination?.perPage ?? 20, 100),
        },
      },
      signal: params.signal,
    }),
  );
  return { data: answer.assignments.map(withId), total: answer.total };
}

export async function assignmentOne(id: Identifier, signal?: AbortSignal) {
  const answer = await answerOf(adminApi.GET('/api/assignments/{id}', { params: { path: { id: idOf(id) } }, signal }));
  return withId(answer);
}
