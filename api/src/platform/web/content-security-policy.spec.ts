import { createHash } from 'node:crypto';
import { basePolicy, inlineScriptHashes, policyHeader } from './content-security-policy';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('content security policy', () => {
  it('hashes every inline script body exactly, once, and skips scripts with src or without a body', () => {
    const html = [
      '<script>a()</script>',
      '<SCRIPT type="module">\n  b(" ü ")\n</SCRIPT >',
      '<script>a()</script>',
      '<script type="module" src="/x.js"></script>',
      '<script src=/y.js>ignored()</script>',
      '<script></script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha256('a()'), sha256('\n  b(" ü ")\n')]);
  });

  it('never allows inline scripts or event handler attributes, also with hashes added', () => {
    const header = policyHeader(basePolicy(true), [sha256('a()')]);
    expect(header).toContain(`script-src 'self' ${sha256('a()')};`);
    expect(header).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(header).toContain("script-src-attr 'none'");
    expect(header).toContain('upgrade-insecure-requests');
    expect(policyHeader(basePolicy(false))).not.toContain('upgrade-insecure-requests');
  });
});
