import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProviders } from '../app/AppProviders';
import { FormTextField, NativeSelectField } from './FormTextField';

/** The markup (elements, classes, ids, aria attributes) a field renders with the app's theme. */
function markup(field: ReactElement): string {
  const { container, unmount } = render(<AppProviders>{field}</AppProviders>);
  const html = container.innerHTML;
  unmount();
  return html;
}

const noop = () => undefined;

describe('FormTextField renders what TextField renders', () => {
  test.each([
    ['a plain field', {}],
    ['a required field with a helper text', { required: true, helperText: 'At least 8 characters' }],
    ['a field with an error', { required: true, error: true, helperText: 'Please enter your email' }],
    ['an email field', { type: 'email', autoComplete: 'email' }],
  ])('%s', (_case, props) => {
    const shared = { id: 'field', name: 'email', label: 'Email', fullWidth: true, value: 'a@b.de', onChange: noop };
    expect(markup(<FormTextField {...shared} {...props} />)).toBe(markup(<TextField {...shared} {...props} />));
  });

  test('with an end adornment', () => {
    const shared = { id: 'field', name: 'password', label: 'Password', value: '', onChange: noop };
    const adornment = <span>show</span>;
    expect(markup(<FormTextField {...shared} endAdornment={adornment} />)).toBe(
      markup(<TextField {...shared} slotProps={{ input: { endAdornment: adornment } }} />),
    );
  });
});

test('inside an Autocomplete, as the organisation picker uses it', () => {
  const shared = { options: ['Klinikum Nord'], value: null, onChange: noop, id: 'organisation' };
  const field = { name: 'organisation', label: 'Institution', required: true, helperText: 'Pick from the list' };
  const light = markup(
    <Autocomplete
      {...shared}
      renderInput={({ id, disabled, fullWidth, size, InputLabelProps, InputProps, inputProps }) => (
        <FormTextField
          id={id}
          disabled={disabled}
          fullWidth={fullWidth}
          size={size}
          labelProps={InputLabelProps}
          {...InputProps}
          inputProps={inputProps}
          {...field}
        />
      )}
    />,
  );
  const full = markup(<Autocomplete {...shared} renderInput={(params) => <TextField {...params} {...field} />} />);
  expect(light).toBe(full);
});

describe('NativeSelectField renders what a native TextField select renders', () => {
  test.each([
    ['without an error', {}],
    ['with an error', { error: true, helperText: 'Please choose' }],
  ])('%s', (_case, props) => {
    const shared = { id: 'gender', name: 'gender', label: 'Gender', required: true, fullWidth: true, value: '' };
    const options = [
      <option key="" value="" disabled>
        Choose
      </option>,
      <option key="f" value="f">
        Female
      </option>,
    ];
    const light = markup(
      <NativeSelectField {...shared} {...props} onChange={noop} labelProps={{ shrink: true }}>
        {options}
      </NativeSelectField>,
    );
    const full = markup(
      <TextField
        {...shared}
        {...props}
        select
        onChange={noop}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {options}
      </TextField>,
    );
    // NativeSelect names its root MuiNativeSelect-root where Select says MuiSelect-root: no style of ours uses either.
    expect(light.replace(' MuiNativeSelect-root', '')).toBe(full);
  });
});
