import { useEffect, useState } from 'react';
import { useDataProvider, useLocale } from 'react-admin';
import type { AppDataProvider, Country } from '../data/data-provider';

/** The countries of GET /api/countries as select options in the interface language, sorted by name. */
export function useCountryOptions(): { code: string; name: string }[] {
  const dataProvider = useDataProvider<AppDataProvider>();
  const locale = useLocale();
  const [countries, setCountries] = useState<Country[]>([]);
  useEffect(() => {
    let active = true;
    dataProvider.getCountries().then(
      (result) => active && setCountries(result),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [dataProvider]);
  return countries
    .map((country) => ({ code: country.code, name: locale === 'de' ? country.name.de : country.name.en }))
    .sort((first, second) => first.name.localeCompare(second.name, locale));
}
