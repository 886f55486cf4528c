import type { Language } from '@medstaff/domain';
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { formatRange, type DateRangeValue } from './date-range';
import type { EnquiryMessages } from './enquiry-messages';
import { FieldError, errorId } from './fields';

const DateRangeSelector = lazy(() => import('./DateRangeSelector'));

interface DateRangeFieldProps {
  id: string;
  lang: Language;
  messages: EnquiryMessages;
  value: DateRangeValue | null;
  onChange: (value: DateRangeValue) => void;
  error?: string;
}

/**
 * A read-only date input that opens the range selector (click, Enter, Space or Arrow Down). It is
 * a combobox with a dialog popup (the ARIA date picker combobox pattern), so it can say whether the
 * selector is open.
 */
export function DateRangeField({ id, lang, messages, value, onChange, error }: DateRangeFieldProps) {
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const field = useRef<HTMLDivElement>(null);
  const selectorId = `${id}-selector`;

  // A press outside the field and its selector closes the selector like Close does.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !field.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    input.current?.focus();
  };
  const save = (range: DateRangeValue) => {
    onChange(range);
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
    }
  };

  return (
    <div ref={field} className="enquiry__field enquiry__field--date">
      <label className="enquiry__label" htmlFor={id}>
        {messages['enquiry.date.label']}
      </label>
      <input
        ref={input}
        className="enquiry__input enquiry__date-input"
        id={id}
        name={id}
        type="text"
        role="combobox"
        readOnly
        required
        value={value ? formatRange(value, lang) : ''}
        placeholder={messages['enquiry.date.placeholder']}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? selectorId : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(id) : undefined}
        onClick={() => (open ? close() : setOpen(true))}
        onKeyDown={onKeyDown}
      />
      <FieldError id={id} message={error} />
      {open && (
        <Suspense fallback={null}>
          <DateRangeSelector
            id={selectorId}
            lang={lang}
            messages={messages}
            initial={value}
            onSave={save}
            onClose={close}
          />
        </Suspense>
      )}
    </div>
  );
}
