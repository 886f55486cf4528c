import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useState } from 'react';
import { useApiClient } from '../../api/use-api-client';
import { useErrorText } from '../../api/use-error-text';
import { useDebouncedValue } from '../../app/use-debounced-value';
import { useTranslate } from '../../i18n/I18nProvider';
import { findOrganisations } from '../auth-api';
import type { OrganisationOption } from '../validation';
import { FormTextField } from '../../forms/FormTextField';

/** The spec's type-ahead debounce. */
export const ORGANISATION_SEARCH_DEBOUNCE_MS = 200;

interface SearchResults {
  term: string;
  organisations: OrganisationOption[];
  /** Why the search failed, if it did. */
  failure?: string;
}

export interface OrganisationPickerProps {
  value: OrganisationOption | null;
  onChange(value: OrganisationOption | null): void;
  error?: string;
}

/**
 * The institution of a hospital sign-up: a type-ahead over the public organisation search. The
 * search runs once typing pauses for 200 ms; only an entry picked from the list counts.
 */
export function OrganisationPicker({ value, onChange, error }: OrganisationPickerProps) {
  const t = useTranslate();
  const client = useApiClient();
  const [inputValue, setInputValue] = useState(value?.name ?? '');
  const [searchTerm, setSearchTerm] = useState('');
  const debouncedTerm = useDebouncedValue(searchTerm.trim(), ORGANISATION_SEARCH_DEBOUNCE_MS);
  const errorText = useErrorText();
  const [results, setResults] = useState<SearchResults>({ term: '', organisations: [] });

  useEffect(() => {
    if (!debouncedTerm) return;
    let current = true;
    void findOrganisations(client, debouncedTerm).then((result) => {
      if (!current) return;
      setResults({
        term: debouncedTerm,
        organisations: result.data?.organisations ?? [],
        failure: result.error ? errorText(result.error) : undefined,
      });
    });
    return () => {
      current = false;
    };
  }, [client, debouncedTerm, errorText]);

  const loading = searchTerm.trim() !== '' && results.term !== searchTerm.trim();
  const found = debouncedTerm ? results.organisations : [];
  // The chosen organisation stays an option so the field keeps showing it.
  const options = value && !found.some((option) => option.id === value.id) ? [value, ...found] : found;

  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, option) => onChange(option)}
      inputValue={inputValue}
      onInputChange={(_event, text, reason) => {
        setInputValue(text);
        if (reason === 'input' || reason === 'clear') setSearchTerm(text);
      }}
      // The server filters; the list shows what it found.
      filterOptions={(found) => found}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      loading={loading}
      loadingText={t('signUp.organisationSearching')}
      noOptionsText={
        !inputValue.trim()
          ? t('signUp.organisationTypeToSearch')
          : (results.failure ?? t('signUp.organisationNoOptions'))
      }
      slotProps={{ listbox: { sx: { maxHeight: { xs: 193, md: 294 } } } }}
      renderInput={({ id, disabled, fullWidth, size, InputLabelProps, InputProps, inputProps }) => (
        <FormTextField
          id={id}
          disabled={disabled}
          fullWidth={fullWidth}
          size={size}
          labelProps={InputLabelProps}
          {...InputProps}
          inputProps={inputProps}
          name="organisation"
          label={t('field.institution')}
          required
          error={Boolean(error)}
          helperText={error ?? t('signUp.organisationHint')}
          endAdornment={
            <>
              {loading && <CircularProgress color="inherit" size={18} aria-hidden="true" />}
              {InputProps.endAdornment}
            </>
          }
        />
      )}
    />
  );
}
