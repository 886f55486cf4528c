// `node --test scripts/compress-assets.test.mjs`
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressDirectory, compressFile, isCompressible, summary } from './compress-assets.mjs';

const script = join(dirname(fileURLToPath(import.meta.url)), 'compress-assets.mjs');
const text = (bytes) => 'const message = "hello, compressed world";\n'.repeat(Math.ceil(bytes / 44)).slice(0, bytes);

describe('compress-assets', () => {
  let dir;
  const file = (path, content) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
    return join(dir, path);
  };

  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'medstaff-compress-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('knows the text types', () => {
    for (const name of [
      'a.js',
      'a.mjs',
      'a.css',
      'a.html',
      'a.svg',
      'a.json',
      'a.txt',
      'a.xml',
      'm.webmanifest',
      'A.JS',
    ])
      assert.ok(isCompressible(name), name);
    for (const name of ['a.png', 'a.woff2', 'a.ico', 'a.js.br', 'a.css.gz', 'js'])
      assert.ok(!isCompressible(name), name);
  });

  it('writes brotli and gzip variants that decompress to the original', async () => {
    const path = file('_astro/app.js', text(5000));
    const result = await compressFile(path);
    assert.ok(result?.br && result.br < 5000 * 0.95);
    assert.ok(result?.gz && result.gz < 5000 * 0.95);
    assert.equal(brotliDecompressSync(readFileSync(`${path}.br`)).toString(), text(5000));
    assert.equal(gunzipSync(readFileSync(`${path}.gz`)).toString(), text(5000));
  });

  it('skips small files, other types, and content that does not shrink by 5 %', async () => {
    const small = file('small.css', text(1023));
    const image = file('logo.png', text(5000));
    const random = file('random.txt', randomBytes(4000));
    assert.equal(await compressFile(small), undefined);
    assert.equal(await compressFile(image), undefined);
    const result = await compressFile(random);
    assert.equal(result?.br, undefined);
    assert.equal(result?.gz, undefined);
    for (const path of [small, image, random]) {
      assert.ok(!existsSync(`${path}.br`), `${path}.br`);
      assert.ok(!existsSync(`${path}.gz`), `${path}.gz`);
    }
  });

  it('rewrites variants on a second run and removes ones that stopped saving', async () => {
    const path = file('page/index.html', text(3000));
    await compressFile(path);
    writeFileSync(path, `${text(4000)}<!-- changed -->`);
    await compressFile(path);
    assert.equal(gunzipSync(readFileSync(`${path}.gz`)).toString(), `${text(4000)}<!-- changed -->`);
    writeFileSync(path, randomBytes(3000));
    await compressFile(path);
    assert.ok(!existsSync(`${path}.gz`));
  });

  it('walks a folder and sums it up', async () => {
    const sub = join(dir, 'walk');
    file('walk/a.js', text(2000));
    file('walk/deep/b.svg', `<svg>${text(2000)}</svg>`);
    file('walk/c.woff2', text(2000));
    const results = await compressDirectory(sub);
    assert.deepEqual(
      results.map((result) => result.file),
      [join(sub, 'a.js'), join(sub, 'deep', 'b.svg')],
    );
    const before = readFileSync(join(sub, 'a.js.br'));
    await compressDirectory(sub);
    assert.deepEqual(readFileSync(join(sub, 'a.js.br')), before);
    assert.match(summary('walk', results), /^walk: 2 files, /);
  });

  it('runs as a command on the folders it is given and fails on a missing one', () => {
    const sub = join(dir, 'cli');
    file('cli/app.css', text(2000));
    const output = execFileSync(process.execPath, [script, sub], { encoding: 'utf8' });
    assert.match(output, /1 files/);
    assert.ok(existsSync(join(sub, 'app.css.br')));
    assert.throws(() => execFileSync(process.execPath, [script, join(dir, 'missing')], { stdio: 'pipe' }));
  });
});
