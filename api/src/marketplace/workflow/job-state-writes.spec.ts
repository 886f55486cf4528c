import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Every change of a request's state goes through JobStateMachine (issue 26): this test reads the
 * API's sources and finds every statement that could write `job_request.state`. Only the
 * transition function may have one. (A spread into an update's values cannot be read here; the
 * SQL capture test `test/job-state-writes.e2e-spec.ts` watches the statements that really run.)
 */

const SOURCE_ROOT = join(__dirname, '..', '..');
const THE_ONE_FUNCTION = 'marketplace/workflow/job-transition.service.ts';

/** The entity or table an `update`/`save` call names as its first argument. */
const namesJobRequest = (node: ts.Node | undefined): boolean =>
  node !== undefined &&
  ((ts.isIdentifier(node) && node.text === 'JobRequest') || (ts.isStringLiteral(node) && node.text === 'job_request'));

/** Whether values written (an object literal) set the state: a `state` key, or a computed key. */
function setsState(node: ts.Node | undefined): boolean {
  if (node === undefined || !ts.isObjectLiteralExpression(node)) return false;
  return node.properties.some(
    (property) =>
      (ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)) &&
      (ts.isComputedPropertyName(property.name) || property.name.getText() === 'state'),
  );
}

/** The `.set(…)` of a query builder chain that starts at `node` (`….update(JobRequest).set(…)…`). */
function chainedSet(node: ts.Node): ts.CallExpression | undefined {
  let current: ts.Node = node;
  while (ts.isPropertyAccessExpression(current.parent) && ts.isCallExpression(current.parent.parent)) {
    const call = current.parent.parent;
    if (current.parent.name.text === 'set') return call;
    current = call;
  }
  return undefined;
}

/** A raw statement that sets the state of job_request (`UPDATE job_request SET … state = …`). */
function rawStateWrite(text: string): boolean {
  const match = /\bupdate\s+[`"]?job_request[`"]?\s+set\b([\s\S]*?)(\bwhere\b|$)/i.exec(text);
  return match !== null && /(^|[\s,`".])state[`"]?\s*=/i.test(match[1]);
}

/** Where a source file writes a request's state, as `file:line what`. */
export function stateWritesIn(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node, what: string) =>
    found.push(`${fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${what}`);
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const target = node.expression.expression;
      const [first, second, third] = node.arguments;
      if (method === 'update' && namesJobRequest(first)) {
        // manager.update(JobRequest, criteria, values), or a builder's .update(JobRequest).set(values)
        if (setsState(third) || setsState(chainedSet(node)?.arguments[0])) report(node, 'updates the state');
      }
      if ((method === 'save' || method === 'upsert') && namesJobRequest(first) && setsState(second)) {
        report(node, 'saves a state');
      }
      const onRepository =
        ts.isCallExpression(target) &&
        ts.isPropertyAccessExpression(target.expression) &&
        target.expression.name.text === 'getRepository' &&
        namesJobRequest(target.arguments[0]);
      if (onRepository && method === 'update' && setsState(second)) report(node, 'updates the state');
    }
    // job.state = … (then saved): an entity's state changed in place.
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) &&
      node.left.name.text === 'state'
    ) {
      report(node, 'assigns a state');
    }
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && rawStateWrite(node.text)) {
      report(node, 'runs UPDATE job_request SET state');
    }
    if (ts.isTemplateExpression(node) && rawStateWrite(node.getText()))
      report(node, 'runs UPDATE job_request SET state');
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The API's sources: no tests, no migrations (the schema's history runs once, before the app). */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

describe('who writes a request’s state', () => {
  test.each([
    [
      'a builder update that sets the state',
      "m.createQueryBuilder().update(JobRequest).set({ state: 'x' }).execute()",
      1,
    ],
    [
      'a builder update with more in between',
      "m.createQueryBuilder().update(JobRequest).set({ filledAt: now, state: to, version: () => 'version + 1' }).where('id = 1').execute()",
      1,
    ],
    ['a builder update of other columns', 'm.createQueryBuilder().update(JobRequest).set({ title: t }).execute()', 0],
    ['an update of another entity’s state', "m.createQueryBuilder().update(Application).set({ state: 'x' })", 0],
    ['manager.update with a state', "manager.update(JobRequest, { id }, { state: 'external_adv' })", 1],
    ['manager.update with a shorthand state', 'manager.update(JobRequest, { id }, { state })', 1],
    ['manager.update of other columns', 'manager.update(JobRequest, { id }, { title })', 0],
    ['a repository update', "ds.getRepository(JobRequest).update({ id }, { state: 'internal_fill' })", 1],
    ['a save with a state', "manager.save(JobRequest, { id, state: 'x' })", 1],
    ['a state assigned in place', "job.state = 'external_fill'; await manager.save(job);", 1],
    ['raw SQL', 'query("UPDATE job_request SET state = \'external_adv\' WHERE id = ?")', 1],
    ['raw SQL with quotes', 'query("UPDATE `job_request` SET `released_at` = ?, `state` = ? WHERE id = 1")', 1],
    ['raw SQL naming the state in its WHERE only', 'query("UPDATE job_request SET title = ? WHERE state = \'x\'")', 0],
    ['a read of the state', 'qb.where("job.state = \'internal_adv\'")', 0],
    ['a new request (an INSERT)', "manager.create(JobRequest, { state: 'internal_adv' })", 0],
  ])('%s', (_name, code, count) => {
    expect(stateWritesIn('sample.ts', code)).toHaveLength(count);
  });

  it('only the transition function writes it', () => {
    const found = sourceFiles(SOURCE_ROOT).flatMap((path) =>
      stateWritesIn(relative(SOURCE_ROOT, path).split('\\').join('/'), readFileSync(path, 'utf8')),
    );
    // The one UPDATE is found where it belongs (so the scan sees it), and nowhere else.
    expect(found.filter((write) => write.startsWith(`${THE_ONE_FUNCTION}:`))).toHaveLength(1);
    expect(found.filter((write) => !write.startsWith(`${THE_ONE_FUNCTION}:`))).toEqual([]);
  });
});
