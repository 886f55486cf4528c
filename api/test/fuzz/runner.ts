import type { FuzzCase, Identity } from './cases';
import { codeOf, errorBodyProblem } from './error-body';
import { mapConcurrently, type RawHttpClient, type RawResponse } from './raw-http';
import { changedTables, type TableChecksum } from './table-checksum';

export type FailureKind =
  'serverError' | 'noAnswer' | 'badErrorBody' | 'tableChanged' | 'accepted' | 'prototypePolluted';

export interface Failure {
  kind: FailureKind;
  routeKey: string;
  label: string;
  identity: Identity;
  status: number;
  code?: string;
  /** What is wrong, in words. */
  detail: string;
  request: string;
  response: string;
  /** The server's log of the error (5xx), when it logged one. */
  stack?: string;
}

export interface RunStatistics {
  cases: number;
  /** Requests sent, replays included. */
  requests: number;
  byStatus: Record<string, number>;
  /** route → status → cases: shows which routes the cases got past validation on. */
  byRoute: Record<string, Record<string, number>>;
  milliseconds: number;
}

export interface RunnerOptions {
  client: RawHttpClient;
  checksum: TableChecksum;
  concurrency: number;
  /** The Authorization header of an identity, read anew for every request (sessions are renewed). */
  authorization: (identity: Identity) => string | undefined;
  /** Resolves once work the app does after answering (background tasks) is done. */
  settle: () => Promise<void>;
  /** The error the server logged while answering the case, if any. */
  loggedError: (caseId: number) => string | undefined;
}

export const CASE_HEADER = 'x-fuzz-case';

/**
 * Keys a request added to Object.prototype (the app runs in this process). They are removed again
 * once reported, so one polluting case does not break every case after it.
 */
function pollutedKeys(): string[] {
  return Object.keys(Object.prototype);
}

function cleanPrototype(keys: string[]): void {
  for (const key of keys) delete (Object.prototype as Record<string, unknown>)[key];
}

const isRefusal = (status: number) => status >= 400 && status < 500;
/**
 * 503 SERVER_BUSY is a designed answer, not a failure: the bounded password-hashing queue refuses
 * sign-ins when a loaded machine cannot start a check in time (it says so and sends Retry-After).
 */
const isBusy = (response: RawResponse) =>
  response.status === 503 && (response.json as { code?: unknown } | undefined)?.code === 'SERVER_BUSY';
const isSuccess = (status: number) => status >= 200 && status < 400;

const excerpt = (text: string, length = 240) =>
  JSON.stringify(text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text);

function describeRequest(fuzzCase: FuzzCase): string {
  const body =
    fuzzCase.body === undefined
      ? ''
      : ` body ${excerpt(Buffer.isBuffer(fuzzCase.body) ? fuzzCase.body.toString('latin1') : fuzzCase.body, 160)}`;
  const type = fuzzCase.headers['content-type'] ? ` [${fuzzCase.headers['content-type']}]` : '';
  const path =
    fuzzCase.path.length > 160 ? `${fuzzCase.path.slice(0, 140)}… (${fuzzCase.path.length} chars)` : fuzzCase.path;
  return `${fuzzCase.method} ${path}${type}${body} (${fuzzCase.identity})`;
}

/**
 * Sends generated cases in batches (one route and identity each) with a checksum of every table
 * before and after a batch. A batch that changed a table is replayed case by case, each between
 * two checksums, to name the refused request that changed it.
 */
export class FuzzRunner {
  readonly failures: Failure[] = [];
  readonly statistics: RunStatistics = { cases: 0, requests: 0, byStatus: {}, byRoute: {}, milliseconds: 0 };

  constructor(private readonly options: RunnerOptions) {}

  private async send(fuzzCase: FuzzCase): Promise<RawResponse> {
    const authorization = this.options.authorization(fuzzCase.identity);
    this.statistics.requests += 1;
    return this.options.client.send({
      method: fuzzCase.method,
      path: fuzzCase.path,
      headers: {
        ...fuzzCase.headers,
        [CASE_HEADER]: String(fuzzCase.id),
        ...(authorization ? { authorization } : {}),
      },
      body: fuzzCase.body,
    });
  }

  private fail(fuzzCase: FuzzCase, response: RawResponse, kind: FailureKind, detail: string): Failure {
    const failure: Failure = {
      kind,
      routeKey: fuzzCase.routeKey,
      label: fuzzCase.label,
      identity: fuzzCase.identity,
      status: response.status,
      code: codeOf(response.json),
      detail,
      request: describeRequest(fuzzCase),
      response: response.networkError ? `no answer: ${response.networkError}` : excerpt(response.text),
      stack: this.options.loggedError(fuzzCase.id),
    };
    this.failures.push(failure);
    return failure;
  }

  /** Counts the answer and records what is wrong with it, if anything. */
  private check(fuzzCase: FuzzCase, response: RawResponse): Failure | undefined {
    const status = response.status;
    const statusClass = status === 0 ? 'none' : `${Math.floor(status / 100)}xx`;
    this.statistics.byStatus[statusClass] = (this.statistics.byStatus[statusClass] ?? 0) + 1;
    const route = (this.statistics.byRoute[`${fuzzCase.routeKey} (${fuzzCase.identity})`] ??= {});
    route[status] = (route[status] ?? 0) + 1;
    if (status === 0)
      return this.fail(fuzzCase, response, 'noAnswer', 'the server closed the connection without an answer');
    if (status >= 500 && !isBusy(response)) return this.fail(fuzzCase, response, 'serverError', `answered ${status}`);
    if (isRefusal(status) || isBusy(response)) {
      const problem = errorBodyProblem(status, response.json);
      return problem ? this.fail(fuzzCase, response, 'badErrorBody', problem) : undefined;
    }
    if (fuzzCase.mustRefuse && isSuccess(status)) {
      return this.fail(fuzzCase, response, 'accepted', `accepted (${status}) although ${fuzzCase.mustRefuse}`);
    }
    return undefined;
  }

  private async snapshot(): Promise<Map<string, string>> {
    await this.options.settle();
    return this.options.checksum.take();
  }

  /** Runs one batch: all cases of one route and identity. */
  async runBatch(batch: FuzzCase[]): Promise<void> {
    const started = Date.now();
    const before = await this.snapshot();
    const responses = await mapConcurrently(batch, this.options.concurrency, (fuzzCase) => this.send(fuzzCase));
    const after = await this.snapshot();
    this.statistics.cases += batch.length;
    const serverErrors = new Map<FuzzCase, Failure>();
    batch.forEach((fuzzCase, index) => {
      const failure = this.check(fuzzCase, responses[index]);
      if (failure?.kind === 'serverError') serverErrors.set(fuzzCase, failure);
    });

    await this.replayServerErrors(serverErrors);
    const polluted = pollutedKeys();
    if (polluted.length) await this.findPollution(batch, polluted);
    const changed = changedTables(before, after);
    if (changed.length) await this.findTableChanges(batch, responses, changed);
    this.statistics.milliseconds += Date.now() - started;
  }

  /**
   * Sends every case that got a 5xx once more, alone: a different answer then points at a race
   * between the batch's concurrent requests rather than at the input.
   */
  private async replayServerErrors(serverErrors: Map<FuzzCase, Failure>): Promise<void> {
    for (const [fuzzCase, failure] of serverErrors) {
      const again = await this.send(fuzzCase);
      failure.detail +=
        again.status >= 500
          ? '; again when sent alone'
          : `; sent again alone it answered ${again.status}: a race between concurrent requests?`;
    }
  }

  /** Replays a batch that polluted Object.prototype case by case, cleaning up after each culprit. */
  private async findPollution(batch: FuzzCase[], keys: string[]): Promise<void> {
    cleanPrototype(keys);
    let found = false;
    for (const fuzzCase of batch) {
      const response = await this.send(fuzzCase);
      const added = pollutedKeys();
      if (!added.length) continue;
      found = true;
      cleanPrototype(added);
      this.fail(
        fuzzCase,
        response,
        'prototypePolluted',
        `added ${added.map((key) => `"${key}"`).join(', ')} to Object.prototype`,
      );
    }
    if (!found) {
      const [first] = batch;
      this.failures.push({
        kind: 'prototypePolluted',
        routeKey: first.routeKey,
        label: `a batch of ${batch.length} cases (${first.label}, …)`,
        identity: first.identity,
        status: 0,
        detail: `Object.prototype gained ${keys.join(', ')}; replaying the cases one by one did not reproduce it`,
        request: describeRequest(first),
        response: '',
      });
    }
  }

  private async findTableChanges(batch: FuzzCase[], responses: RawResponse[], changed: string[]): Promise<void> {
    const onlyRefused = responses.every((response) => isRefusal(response.status));
    let found = false;
    for (const [index, fuzzCase] of batch.entries()) {
      if (!isRefusal(responses[index].status)) continue;
      const before = await this.snapshot();
      const response = await this.send(fuzzCase);
      const after = await this.snapshot();
      const tables = changedTables(before, after);
      if (isRefusal(response.status) && tables.length) {
        found = true;
        this.fail(
          fuzzCase,
          response,
          'tableChanged',
          `refused with ${response.status}, yet changed ${tables.join(', ')}`,
        );
      }
    }
    if (!found && onlyRefused) {
      const [first] = batch;
      this.failures.push({
        kind: 'tableChanged',
        routeKey: first.routeKey,
        label: `a batch of ${batch.length} cases (${first.label}, …)`,
        identity: first.identity,
        status: responses[0].status,
        detail: `every answer was a refusal, yet ${changed.join(', ')} changed; replaying the cases one by one did not reproduce it`,
        request: describeRequest(first),
        response: excerpt(responses[0].text),
      });
    }
  }
}

/** Group key and subject of a label: `body.email ← null` → (`body.* ← null`, `email`). */
function labelParts(label: string): { group: string; subject?: string } {
  const match = /^(body\.(\S+)|change of "([^"]+)"|multipart field (\S+)) (.*)$/.exec(label);
  if (!match) return { group: label };
  const kind = match[2] ? 'body.*' : match[3] ? 'change of *' : 'multipart field *';
  return { group: `${kind} ${match[5]}`, subject: match[2] ?? match[3] ?? match[4] };
}

/**
 * One line per distinct failure: kind, route, identity, status and code, what was sent (the
 * properties it was sent in, when it was the same bad value in several), one example request and
 * answer, and the first lines of the server's log.
 */
export function summarise(failures: Failure[]): string[] {
  const groups = new Map<string, { failure: Failure; subjects: Set<string>; count: number }>();
  for (const failure of failures) {
    const { group, subject } = labelParts(failure.label);
    const key = [failure.kind, failure.routeKey, failure.identity, failure.status, failure.code, group].join(' | ');
    const entry = groups.get(key) ?? { failure, subjects: new Set<string>(), count: 0 };
    if (subject) entry.subjects.add(subject);
    entry.count += 1;
    groups.set(key, entry);
  }
  return [...groups.values()].map(({ failure, subjects, count }) => {
    const { group } = labelParts(failure.label);
    const where = subjects.size ? ` in ${[...subjects].join(', ')}` : '';
    const stack = failure.stack ? ` | server log: ${failure.stack.split('\n').slice(0, 3).join(' / ')}` : '';
    return (
      `${failure.routeKey} (${failure.identity}) ${group}${where}: ${failure.detail}` +
      `${failure.code ? ` [${failure.code}]` : ''}${count > 1 ? ` (${count} cases)` : ''}` +
      ` | e.g. ${failure.request} → ${failure.status} ${failure.response}${stack}`
    );
  });
}
