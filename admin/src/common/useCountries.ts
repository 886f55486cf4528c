import { useEffect, useState } from 'react';
import { useDataProvider, useLocale } from 'react-admin';
import type { AppDataProvider, Country } from '../data/data-provider';

type ReferenceList = 'getCountries' | 'getQualifications';

/** The entries of a public reference list (cached by the data provider); empty until loaded or on failure. */
function useReferenceList(list: ReferenceList): Country[] {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [entries, setEntries] = useState<Country[]>([]);
  useEffect(() => {
    let active = true;
    // A data provider without the list (a test's partial one) leaves the codes as they are.
    Promise.resolve()
      .then(() => dataProvider[list]())
      .then(
        (result) => active && setEntries(Array.isArray(result) ? result : []),
        () => undefined,
      );
    return () => {
      active = false;
    };
  }, [dataProvider, list]);
  return entries;
}

/** The countries of GET /api/countries as select options in the interface language, sorted by name. */
export function useCountryOptions(): { code: string; name: string }[] {
  const locale = useLocale();
  return useReferenceList('getCountries')
    .map((country) => ({ code: country.code, name: locale === 'de' ? country.name.de : country.name.en }))
    .sort((first, second) => first.name.localeCompare(second.name, locale));
}

/** code → name in the interface language for a reference list; unknown codes show as they are. */
export function useReferenceNames(list: ReferenceList): (code: unknown) => string | null {
  const locale = useLocale();
  const entries = useReferenceList(list);
  return (code) => {
    if (code === null || code === undefined || code === '') return null;
    const entry = entries.find((candidate) => candidate.code === code);
    return entry ? (locale === 'de' ? entry.name.de : entry.name.en) : String(code);
  };
}
