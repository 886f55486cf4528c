import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';

/*
 * Text fields for pages that load first (issue 12, "First loads"): MUI's TextField always brings
 * Select, Menu, Popover and Modal (about 20 kB gzip), which neither the auth forms nor the New
 * Jobs filter use. These two build the same outlined field from its parts, as TextField does:
 * the same elements, classes, ids (`{id}-label`, `{id}-helper-text`), aria-describedby, look and
 * behaviour.
 */

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  fullWidth?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  /** As TextField's `slotProps.inputLabel` (e.g. `shrink`, or the Autocomplete's label props). */
  labelProps?: Partial<InputLabelProps>;
}

/** TextField's root: a FormControl under TextField's name, so it takes the same styles and theme overrides. */
const FieldRoot = styled(FormControl, { name: 'MuiTextField', slot: 'Root' })({});

/** TextField's root, label and helper text around an input. */
function FieldFrame({
  id,
  label,
  helperText,
  error = false,
  required = false,
  fullWidth = false,
  disabled = false,
  size,
  labelProps,
  children,
}: FieldFrameProps & { children: ReactNode }) {
  return (
    <FieldRoot
      className="MuiTextField-root"
      variant="outlined"
      error={error}
      required={required}
      fullWidth={fullWidth}
      disabled={disabled}
      size={size}
    >
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={`${id}-label`} {...labelProps}>
          {label}
        </InputLabel>
      )}
      {children}
      {helperText && <FormHelperText id={helperTextId(id)}>{helperText}</FormHelperText>}
    </FieldRoot>
  );
}

function helperTextId(id: string) {
  return `${id}-helper-text`;
}

export type FormTextFieldProps = FieldFrameProps &
  Omit<OutlinedInputProps, 'id' | 'label' | 'notched' | 'error' | 'required' | 'fullWidth' | 'disabled' | 'size'>;

/** An outlined text field, as `<TextField>` renders it. */
export function FormTextField({
  id,
  label,
  helperText,
  error,
  required,
  fullWidth,
  disabled,
  size,
  labelProps,
  ...inputProps
}: FormTextFieldProps) {
  return (
    <FieldFrame {...{ id, label, helperText, error, required, fullWidth, disabled, size, labelProps }}>
      <OutlinedInput
        aria-describedby={helperText ? helperTextId(id) : undefined}
        fullWidth={fullWidth}
        id={id}
        label={label}
        notched={labelProps?.shrink}
        {...inputProps}
      />
    </FieldFrame>
  );
}

export interface NativeSelectFieldProps extends FieldFrameProps {
  name: string;
  value: string;
  onChange(value: string): void;
  children: ReactNode;
}

/** An outlined native select, as `<TextField select slotProps={{ select: { native: true } }}>` renders it. */
export function NativeSelectField({
  id,
  label,
  helperText,
  error = false,
  required,
  fullWidth,
  disabled,
  size,
  labelProps,
  name,
  value,
  onChange,
  children,
}: NativeSelectFieldProps) {
  return (
    <FieldFrame {...{ id, label, helperText, error, required, fullWidth, disabled, size, labelProps }}>
      <NativeSelect
        className="MuiSelect-root"
        input={<OutlinedInput label={label} notched={labelProps?.shrink} />}
        aria-describedby={helperText ? helperTextId(id) : undefined}
        fullWidth={fullWidth}
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputProps={{ id, error }}
      >
        {children}
      </NativeSelect>
    </FieldFrame>
  );
}
