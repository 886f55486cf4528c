import type { FuzzCase } from './cases';
import type { RawHttpClient, RawRequest, RawResponse } from './raw-http';
import { CASE_HEADER, FuzzRunner, summarise } from './runner';
import type { TableChecksum } from './table-checksum';

/** A fake server: answers by case id, and writes a row when told to. */
function fakeServer(answers: Record<number, { status: number; body?: unknown; writes?: boolean }>) {
  let rows = 0;
  const client = {
    send: async (raw: RawRequest): Promise<RawResponse> => {
      const answer = answers[Number(raw.headers?.[CASE_HEADER])];
      if (answer.writes) rows += 1;
      const text = JSON.stringify(answer.body ?? {});
      return { status: answer.status, headers: {}, text, json: answer.body ?? {} };
    },
  } as unknown as RawHttpClient;
  const checksum = { take: async () => new Map([['person', String(rows)]]) } as unknown as TableChecksum;
  return new FuzzRunner({
    client,
    checksum,
    concurrency: 2,
    authorization: () => undefined,
    settle: async () => undefined,
    loggedError: () => undefined,
  });
}

const refusal = (status: number, code: string) => ({ statusCode: status, code, message: 'No.', error: 'Bad Request' });

const fuzzCase = (id: number, mustRefuse?: string): FuzzCase => ({
  id,
  routeKey: 'POST /api/things',
  label: `body.name ← case ${id}`,
  identity: 'admin',
  method: 'POST',
  path: '/api/things',
  headers: {},
  mustRefuse,
});

describe('FuzzRunner', () => {
  it('names the refused request that changed a table, and only that one', async () => {
    const runner = fakeServer({
      1: { status: 400, body: refusal(400, 'VALIDATION_FAILED') },
      2: { status: 400, body: refusal(400, 'VALIDATION_FAILED'), writes: true },
      3: { status: 201, writes: true },
    });
    await runner.runBatch([fuzzCase(1), fuzzCase(2), fuzzCase(3)]);
    expect(runner.failures.map((failure) => [failure.kind, failure.label])).toEqual([
      ['tableChanged', 'body.name ← case 2'],
    ]);
  });

  it('reports 5xx, malformed refusals and accepted malformed input', async () => {
    const runner = fakeServer({
      1: { status: 500, body: refusal(500, 'INTERNAL_ERROR') },
      2: { status: 400, body: { statusCode: 400, message: 'No code' } },
      3: { status: 200, body: [] },
      4: { status: 200, body: [] },
    });
    await runner.runBatch([fuzzCase(1), fuzzCase(2), fuzzCase(3, 'malformed id'), fuzzCase(4)]);
    expect(runner.failures.map((failure) => failure.kind)).toEqual(['serverError', 'badErrorBody', 'accepted']);
    expect(summarise(runner.failures)).toHaveLength(3);
  });

  it('groups the same bad value sent in several properties into one line', () => {
    const failure = {
      kind: 'serverError' as const,
      routeKey: 'POST /api/things',
      identity: 'admin' as const,
      status: 500,
      detail: 'answered 500',
      request: 'POST /api/things',
      response: '{}',
    };
    const lines = summarise([
      { ...failure, label: 'body.name ← lone high surrogate' },
      { ...failure, label: 'body.city ← lone high surrogate' },
    ]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('body.* ← lone high surrogate in name, city');
  });
});
