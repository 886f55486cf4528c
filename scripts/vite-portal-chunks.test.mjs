// `node --test scripts/vite-portal-chunks.test.mjs`: what the portal's entry and auth pages need,
// on a small module graph parsed as Rollup parses it.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseAst } from 'rollup/parseAst';
import { portalChunks, staticNeeds } from './vite-portal-chunks.mjs';

/**
 * A fake of Rollup's module graph: each module's code, and its imports in the order of their
 * first declaration (as Rollup lists `importedIds`), resolved by name.
 * @param {Record<string, string>} modules
 */
function graph(modules) {
  const infos = new Map(
    Object.entries(modules).map(([id, code]) => {
      const ast = parseAst(code);
      const importedIds = [];
      for (const node of ast.body) {
        const source = node.source?.value;
        if (typeof source === 'string' && !importedIds.includes(source)) importedIds.push(source);
      }
      const exports = ast.body.flatMap((node) =>
        node.type === 'ExportNamedDeclaration' && !node.source
          ? [
              ...(node.declaration?.declarations ?? []).map((declaration) => declaration.id.name),
              ...(node.declaration?.id ? [node.declaration.id.name] : []),
              ...node.specifiers.map((specifier) => specifier.exported.name),
            ]
          : node.type === 'ExportDefaultDeclaration'
            ? ['default']
            : [],
      );
      return [id, { id, ast, importedIds, exports }];
    }),
  );
  return { getModuleIds: () => infos.keys(), getModuleInfo: (id) => infos.get(id) ?? null };
}

const MODULES = {
  '/src/app/main.tsx': "import { Button } from 'ui'; import { language } from 'domain'; Button(language);",
  ui: "'use client';\nimport core from 'core';\nexport { default as Button } from 'button';\nexport { default as TextField } from 'text-field';\nexport const extra = core;",
  button: "import core from 'core'; export default function Button() { return core; }",
  'text-field': "import input from 'input'; export default function TextField() { return input; }",
  input: "import core from 'core'; export default function Input() { return core; }",
  core: 'export default 1;',
  domain: "export * from 'languages'; export * from 'jobs';",
  languages: "export const language = 'de';",
  jobs: "import big from 'big'; export const job = big;",
  big: 'export default 2;',
  '/src/auth/pages/SignIn.tsx': "import { TextField } from 'ui'; import { api } from 'auth-api'; TextField(api);",
  'auth-api': "import { language } from 'domain'; export const api = language;",
  '/src/shell/AppShell.tsx': "import { TextField } from 'ui'; TextField();",
};

describe('staticNeeds', () => {
  test('follows a re-export only for the names asked of it, and a module its own imports in full', () => {
    const needs = staticNeeds(graph(MODULES), ['/src/app/main.tsx']);
    assert.deepEqual([...needs].sort(), ['/src/app/main.tsx', 'button', 'core', 'domain', 'languages', 'ui'].sort());
  });

  test('a page needs what it imports through the same barrels', () => {
    const needs = staticNeeds(graph(MODULES), ['/src/auth/pages/SignIn.tsx']);
    assert.ok(needs.has('text-field') && needs.has('input') && needs.has('auth-api'));
    assert.ok(!needs.has('button') && !needs.has('jobs') && !needs.has('big'));
  });

  test('a module whose imports cannot be matched to its declarations is followed in full', () => {
    const fake = graph(MODULES);
    const info = fake.getModuleInfo('domain');
    info.importedIds = [...info.importedIds, 'big'];
    assert.ok(staticNeeds(fake, ['/src/app/main.tsx']).has('jobs'));
  });
});

describe('portalChunks', () => {
  test('the entry, what the auth pages add to it (shared with the signed-in shell, or their own), and React', () => {
    const chunkOf = portalChunks();
    const meta = graph(MODULES);
    const chunks = Object.fromEntries(Object.keys(MODULES).map((id) => [id, chunkOf(id, meta)]));
    assert.equal(chunks['/src/app/main.tsx'], 'index');
    assert.equal(chunks.ui, 'index');
    assert.equal(chunks.languages, 'index');
    assert.equal(chunks['text-field'], 'auth-forms');
    assert.equal(chunks.input, 'auth-forms');
    // The signed-in shell needs the text field too, not the auth API: the shell loads only auth-forms.
    assert.equal(chunks['auth-api'], 'auth-pages');
    // The page itself stays a chunk of its own; what neither needs is left to Rollup.
    assert.equal(chunks['/src/auth/pages/SignIn.tsx'], undefined);
    assert.equal(chunks.jobs, undefined);
    assert.equal(chunkOf('/x/node_modules/react-dom/client.js', meta), 'react');
  });
});
