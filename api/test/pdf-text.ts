import { execFileSync } from 'node:child_process';

/**
 * The text of a PDF, page by page, as pdf.js reads it (pdfjs-dist's legacy build for Node). pdf.js
 * is an ES module and jest runs CommonJS, so it reads the bytes in a child process. White space
 * (line ends of wrapped text included) comes back as single spaces.
 */
export function pdfText(bytes: Uint8Array): string[] {
  const script = `
    import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
    const chunks = [];
    for await (const chunk of process.stdin) chunks.push(chunk);
    const document = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), useSystemFonts: false, verbosity: 0 }).promise;
    const pages = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\\n' : ' ') : '')).join(''));
    }
    process.stdout.write(JSON.stringify(pages));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    input: Buffer.from(bytes),
    cwd: __dirname,
    maxBuffer: 16 * 1024 * 1024,
  });
  return (JSON.parse(output.toString('utf8')) as string[]).map((page) => page.replace(/\s+/g, ' ').trim());
}
