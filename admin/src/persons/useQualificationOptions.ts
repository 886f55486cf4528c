import { useEffect, useState } from 'react';
import { useDataProvider, useLocale } from 'react-admin';
import type { AppDataProvider, Country } from '../data/data-provider';

/** The qualification levels of GET /api/qualifications as select options in the interface language, in their order. */
export function useQualificationOptions(): { code: string; name: string }[] {
  const dataProvider = useDataProvider<AppDataProvider>();
  const locale = useLocale();
  const [entries, setEntries] = useState<Country[]>([]);
  useEffect(() => {
    let active = true;
    Promise.resolve()
      .then(() => dataProvider.getQualifications())
      .then(
        (result) => active && setEntries(Array.isArray(result) ? result : []),
        () => undefined,
      );
    return () => {
      active = false;
    };
  }, [dataProvider]);
  return entries.map((entry) => ({ code: entry.code, name: locale === 'de' ? entry.name.de : entry.name.en }));
}
