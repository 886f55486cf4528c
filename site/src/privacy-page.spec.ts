import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@medstaff/domain';

const privacyPage = (lang: string) => readFileSync(join(__dirname, 'content', 'pages', lang, 'privacy.md'), 'utf8');

/** The section between `<h2 id="your-data">` and the next heading. */
const yourDataSection = (text: string) => {
  const start = text.indexOf('<h2 id="your-data">');
  expect(start).toBeGreaterThanOrEqual(0);
  const end = text.indexOf('\n## ', start);
  return text.slice(start, end < 0 ? undefined : end);
};

describe('privacy page: the rights of the people on the platform', () => {
  it.each(LANGUAGES)(
    '%s describes download (Art. 15, 20) and erasure (Art. 17) and leads to the account page',
    (lang) => {
      const section = yourDataSection(privacyPage(lang));
      for (const article of ['Art. 15', '20', 'Art. 17']) expect(section).toContain(article);
      expect(section).toContain(`](/${lang}/account)`);
      expect(section).toMatch(
        lang === 'de' ? /sechs Monate nach dem letzten Dienst/ : /six months after the request's last shift/,
      );
    },
  );

  it('links to the section from "Your rights" in both languages', () => {
    for (const lang of LANGUAGES) expect(privacyPage(lang)).toContain('](#your-data)');
  });
});
