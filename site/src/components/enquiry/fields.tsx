import type { ChangeEvent, ReactNode } from 'react';

/** The id of a field's error text, referenced by the field's `aria-describedby`. */
export const errorId = (id: string) => `${id}-error`;

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p className="enquiry__error" id={errorId(id)}>
      {message}
    </p>
  );
}

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'email' | 'tel' | 'text';
}

export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
  inputMode,
}: TextFieldProps) {
  return (
    <div className="enquiry__field">
      <label className="enquiry__label" htmlFor={id}>
        {label}
      </label>
      <input
        className="enquiry__input"
        id={id}
        name={id}
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(id) : undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      />
      <FieldError id={id} message={error} />
    </div>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  options: SelectOption[];
  onChange: (value: string) => void;
  disabled?: boolean;
}

export function SelectField({ id, label, placeholder, value, options, onChange, disabled }: SelectFieldProps) {
  return (
    <div className="enquiry__field">
      <label className="enquiry__label" htmlFor={id}>
        {label}
      </label>
      <select
        className="enquiry__input enquiry__select"
        id={id}
        name={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

interface CheckboxFieldProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  children: ReactNode;
  /** Shown after the label, outside it (a link inside a label would toggle the box). */
  after?: ReactNode;
}

export function CheckboxField({ id, checked, onChange, error, children, after }: CheckboxFieldProps) {
  return (
    <div className="enquiry__field enquiry__field--wide">
      <div className="enquiry__checkbox">
        <input
          id={id}
          name={id}
          type="checkbox"
          checked={checked}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId(id) : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>
          <label htmlFor={id}>{children}</label> {after}
        </span>
      </div>
      <FieldError id={id} message={error} />
    </div>
  );
}
