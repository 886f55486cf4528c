import type { Language } from '@medstaff/domain';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { DayPicker, type DateRange } from 'react-day-picker';
import { de } from 'react-day-picker/locale/de';
import { enGB } from 'react-day-picker/locale/en-GB';
import 'react-day-picker/style.css';
import { startOfToday, type DateRangeValue } from './date-range';
import type { EnquiryMessages } from './enquiry-messages';

/** date-fns locales (with DayPicker's translated labels): German, and British English (weeks start Monday). */
const LOCALES = { de, en: enGB } as const;

/** Below this width the selector shows four months stacked instead of two side by side. */
const NARROW_QUERY = '(max-width: 767px)';

function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(
    () =>
      typeof window !== 'undefined' &&
      typeof window.matchMedia === 'function' &&
      window.matchMedia(NARROW_QUERY).matches,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(NARROW_QUERY);
    const onChange = (event: MediaQueryListEvent) => setNarrow(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return narrow;
}

export interface DateRangeSelectorProps {
  id: string;
  lang: Language;
  messages: EnquiryMessages;
  /** The saved range; the selection starts there, or at today. */
  initial: DateRangeValue | null;
  onSave: (range: DateRangeValue) => void;
  onClose: () => void;
}

/**
 * The range selector: two months side by side, four stacked on narrow screens, weeks from Monday.
 * Save keeps the selection, Clear resets it to today, Close (or Escape) leaves it unchanged.
 * Loaded on first use, so the landing page does not download the calendar up front.
 */
export default function DateRangeSelector({ id, lang, messages, initial, onSave, onClose }: DateRangeSelectorProps) {
  const today = startOfToday();
  const [draft, setDraft] = useState<DateRange | undefined>(() => {
    const start = initial ?? { from: today, to: today };
    return { from: start.from, to: start.to };
  });
  const [month, setMonth] = useState<Date>(() => initial?.from ?? today);
  const narrow = useNarrowScreen();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => container.current?.focus(), []);

  const save = () => {
    if (draft?.from) onSave({ from: draft.from, to: draft.to ?? draft.from });
    else onClose();
  };
  const clear = () => {
    setDraft({ from: today, to: today });
    setMonth(today);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <div
      ref={container}
      id={id}
      className="enquiry-dates"
      role="dialog"
      aria-label={messages['enquiry.date.dialog']}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <DayPicker
        mode="range"
        selected={draft}
        onSelect={setDraft}
        resetOnSelect
        month={month}
        onMonthChange={setMonth}
        numberOfMonths={narrow ? 4 : 2}
        weekStartsOn={1}
        locale={LOCALES[lang]}
        disabled={{ before: today }}
        startMonth={today}
      />
      <div className="enquiry-dates__actions">
        <button type="button" className="button button--outline" onClick={clear}>
          {messages['enquiry.date.clear']}
        </button>
        <button type="button" className="button button--outline" onClick={onClose}>
          {messages['enquiry.date.close']}
        </button>
        <button type="button" className="button button--primary" onClick={save}>
          {messages['enquiry.date.save']}
        </button>
      </div>
    </div>
  );
}
