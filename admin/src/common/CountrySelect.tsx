import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { useCountryOptions } from './useCountries';

/** A select of the countries of GET /api/countries; the value is the ISO code. */
export const CountrySelect = (props: Omit<TextFieldProps, 'select' | 'children'>) => {
  const options = useCountryOptions();
  const value = typeof props.value === 'string' ? props.value : '';
  const known = options.some((option) => option.code === value);
  return (
    <TextField {...props} select value={value}>
      {!known && value !== '' && <MenuItem value={value}>{value}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option.code} value={option.code}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
