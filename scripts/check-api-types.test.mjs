import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { checkClients, MIN_API_FILES, violationsOf } from './check-api-types.mjs';

const names = (violations) => violations.map(({ name, rule }) => `${rule}:${name}`);

describe('no hand-written request or answer types in the clients', () => {
  const folders = [];
  after(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  it('finds a wire type declared anywhere in a client, but not one imported', () => {
    const text = [
      "import { type JobWire } from '@medstaff/domain';",
      'export interface MyOrganisationsWire {',
      '  organisations: unknown[];',
      '}',
      'type CalendarFeedWire = { id: number };',
      "export type JobAlias = JobWire['dates'];",
    ].join('\n');
    assert.deepEqual(names(violationsOf('portal/src/hospital/Panel.tsx', text)), [
      'wire:MyOrganisationsWire',
      'wire:CalendarFeedWire',
    ]);
  });

  it('finds interfaces and object types in a file that calls the API, and lets derived types pass', () => {
    const text = [
      "import type { ApiSchema } from '@medstaff/domain';",
      'export interface ErasureRequest {',
      '  id: number;',
      '}',
      'type Answer = { id?: number };',
      "export type Generated = ApiSchema<'ErasureRequestDto'>;",
      "export const load = () => fetch('/api/account/erasure-request');",
    ].join('\n');
    const found = violationsOf('admin/src/privacy/privacy-screen.ts', text);
    assert.deepEqual(names(found), ['shape:ErasureRequest', 'shape:Answer']);
    assert.equal(found[0].line, 2);
  });

  it('judges a *-api.ts file as calling the API, and leaves other files’ own shapes alone', () => {
    assert.deepEqual(names(violationsOf('portal/src/jobs/jobs-api.ts', 'export interface Filter {}')), [
      'shape:Filter',
    ]);
    assert.deepEqual(names(violationsOf('portal/src/jobs/JobTable.tsx', 'interface Props {\n  id: number;\n}')), []);
  });

  it('judges the console’s type files like files that call the API', () => {
    const text = [
      "import type { ApiSchema } from '@medstaff/domain';",
      'export interface JobRow {',
      '  id: number;',
      '}',
      "export type JobDetail = ApiSchema<'JobAdminDetailDto'>;",
      "export type PersonType = 'users' | 'admins';",
    ].join('\n');
    assert.deepEqual(names(violationsOf('admin/src/jobs/job-types.ts', text)), ['shape:JobRow']);
    assert.deepEqual(
      names(violationsOf('admin/src/agencies/agency-fields.ts', 'export type Agency = {\n  id: number;\n};')),
      ['shape:Agency'],
    );
    assert.deepEqual(names(violationsOf('portal/src/jobs/job-types.ts', 'export interface Row {}')), []);
  });

  it('finds a react-admin record type written by hand anywhere in the console', () => {
    const text = [
      "import type { RaRecord } from 'react-admin';",
      'interface AgencyLink extends RaRecord {',
      '  name: string;',
      '}',
      'type Picture = RaRecord & { url: string };',
      'interface Props {',
      '  record: RaRecord;',
      '}',
    ].join('\n');
    assert.deepEqual(names(violationsOf('admin/src/persons/PersonEdit.tsx', text)), [
      'record:AgencyLink',
      'record:Picture',
    ]);
    assert.deepEqual(names(violationsOf('portal/src/jobs/JobTable.tsx', text)), []);
  });

  it('lets an allowed declaration pass and reports an allowance whose declaration is gone', () => {
    const base = mkdtempSync(join(tmpdir(), 'medstaff-api-types-'));
    folders.push(base);
    const write = (file, text) => {
      mkdirSync(dirname(join(base, file)), { recursive: true });
      writeFileSync(join(base, file), text);
    };
    write('portal/src/api/client.ts', "export interface ApiError { message: string }\nfetch('/api');\n");
    write('portal/src/jobs/jobs-api.ts', 'export interface Filter { state?: string }\n');
    write('portal/src/jobs/jobs-api.test.ts', 'export interface FixtureWire { id: number }\n');
    write('portal/src/testing/mock-api.ts', "export interface MockResponse { status?: number }\nfetch('/api');\n");
    const allowed = new Map([
      ['portal/src/api/client.ts', new Map([['ApiError', 'the screens’ error']])],
      ['portal/src/jobs/jobs-api.ts', new Map([['Gone', 'no longer declared']])],
    ]);

    const result = checkClients(base, ['portal/src'], allowed);

    assert.deepEqual(names(result.violations), ['shape:Filter']);
    assert.deepEqual(result.stale, ['portal/src/jobs/jobs-api.ts: Gone']);
    assert.equal(result.apiFiles, 2);
  });

  it('passes on the repository, having looked at its files that call the API', () => {
    const result = checkClients();
    assert.deepEqual(result.violations, []);
    assert.deepEqual(result.stale, []);
    assert.ok(result.apiFiles >= MIN_API_FILES, `only ${result.apiFiles} files call the API`);
  });
});
