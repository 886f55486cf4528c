import englishMessages from 'ra-language-english';
import germanMessages from 'ra-language-german';
import { de } from './de';
import { en } from './en';
import { deMessages } from './messages-de';
import { enMessages } from './messages-en';
import { MESSAGE_MODULES } from './modules';

interface MessageTree {
  [key: string]: unknown;
}

/** Every leaf of a message tree by its dotted path: { 'ra.action.save': 'Save', … }. */
function flatten(tree: MessageTree, prefix = ''): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    if (value !== null && typeof value === 'object') {
      for (const [path, leaf] of flatten(value as MessageTree, `${prefix}${key}.`)) leaves.set(path, leaf);
    } else {
      leaves.set(`${prefix}${key}`, value);
    }
  }
  return leaves;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const placeholders = (text: string) => new Set([...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]));
const pluralForms = (text: string) => text.split('||||').length;

/** German capitalises nouns, so it uses the label react-admin passes as `field` instead of `field_lower_first`. */
const EXTRA_GERMAN_PLACEHOLDERS: Record<string, string[]> = { 'ra.sort.sort_by': ['field'] };

const english = flatten(enMessages);
const german = flatten(deMessages);

describe('translation messages', () => {
  it('has a German text for every English key (ra-language-english and our own)', () => {
    const missing = [...english.keys()].filter((key) => !isText(german.get(key)));
    expect(missing).toEqual([]);
  });

  it('has only non-empty texts in both languages', () => {
    const notText = [...english, ...german].filter(([, value]) => !isText(value)).map(([key]) => key);
    expect(notText).toEqual([]);
  });

  it('has no doubled full stop (an ellipsis is fine)', () => {
    const doubled = [...english, ...german]
      .filter(([, value]) => isText(value) && /(?<!\.)\.\.(?!\.)/.test(value))
      .map(([key, value]) => `${key}: ${String(value)}`);
    expect(doubled).toEqual([]);
  });

  it('has the same app keys in English and German', () => {
    const englishAppKeys = [...flatten(en).keys()].sort();
    const germanAppKeys = [...flatten(de).keys()].filter((key) => key.startsWith('medstaff.')).sort();
    expect(germanAppKeys).toEqual(englishAppKeys);
  });

  it('has the same keys in English and German in every feature module', () => {
    for (const module of MESSAGE_MODULES) {
      expect([...flatten(module.de).keys()].sort()).toEqual([...flatten(module.en).keys()].sort());
    }
  });

  it('completes ra-language-german only with keys react-admin 5 really has (no typos)', () => {
    const reactAdminKeys = flatten(englishMessages as unknown as MessageTree);
    const unknown = [...flatten(de).keys()].filter((key) => key.startsWith('ra.') && !reactAdminKeys.has(key));
    expect(unknown).toEqual([]);
  });

  it('needs de.ts: ra-language-german alone lacks react-admin 5 keys', () => {
    const germanOnly = flatten(germanMessages);
    const lacking = [...flatten(englishMessages as unknown as MessageTree).keys()].filter(
      (key) => !germanOnly.has(key),
    );
    expect(lacking).toEqual(
      expect.arrayContaining(['ra.action.select_all_button', 'ra.page.access_denied', 'ra.auth.email']),
    );
  });

  it('uses in German only placeholders react-admin fills, and the same plural forms', () => {
    const mismatches = [...english].flatMap(([key, englishText]) => {
      const germanText = german.get(key);
      if (!isText(englishText) || !isText(germanText)) return [];
      const allowed = new Set([...placeholders(englishText), ...(EXTRA_GERMAN_PLACEHOLDERS[key] ?? [])]);
      const unknownPlaceholders = [...placeholders(germanText)].filter((name) => !allowed.has(name));
      const pluralMismatch = pluralForms(englishText) !== pluralForms(germanText);
      return unknownPlaceholders.length > 0 || pluralMismatch ? [key] : [];
    });
    expect(mismatches).toEqual([]);
  });

  it('refuses non-administrators in both languages', () => {
    expect(english.get('medstaff.auth.no_back_office_access')).toBe('This account has no access to the back-office.');
    expect(german.get('medstaff.auth.no_back_office_access')).toBe('Dieses Konto hat keinen Zugang zum Backoffice.');
  });
});
