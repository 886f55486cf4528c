import type { Language } from '@medstaff/domain';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { DateRangeField } from './DateRangeField';
import type { DateRangeValue } from './date-range';
import { enquiryMessages } from './enquiry-messages';

/** Only Date is faked: "today" is Monday 2 March 2026. */
beforeEach(() => {
  jest.useFakeTimers({
    now: new Date(2026, 2, 2, 9, 30),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
});
// The selector is loaded on first use; load it once up front so no test waits for the import.
beforeAll(() => import('./DateRangeSelector'));
afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(window, 'matchMedia');
});

function Harness({ lang, initial = null }: { lang: Language; initial?: DateRangeValue | null }) {
  const [value, setValue] = useState<DateRangeValue | null>(initial);
  return <DateRangeField id="dates" lang={lang} messages={enquiryMessages(lang)} value={value} onChange={setValue} />;
}

async function open(name: string, dialogName: string) {
  fireEvent.click(screen.getByRole('combobox', { name }));
  return screen.findByRole('dialog', { name: dialogName });
}

/** The weekday heading of a month's first column (DayPicker hides the heading row from assistive technology). */
const firstWeekday = (month: HTMLElement) => month.querySelector('thead th')?.getAttribute('aria-label');

function stubScreenWidth(narrow: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: narrow && query === '(max-width: 767px)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

describe('DateRangeField', () => {
  it('is a read-only input that opens the range selector', async () => {
    render(<Harness lang="en" />);
    const input = screen.getByRole('combobox', { name: 'Dates' });
    expect(input).toHaveAttribute('readonly');
    expect(input).toHaveAttribute('aria-haspopup', 'dialog');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByRole('dialog', { name: 'Select the dates' })).toBeVisible();
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('Save keeps the chosen range and closes the selector', async () => {
    render(<Harness lang="en" />);
    const selector = await open('Dates', 'Select the dates');
    fireEvent.click(within(selector).getByRole('button', { name: /, 9 March 2026/ }));
    fireEvent.click(within(selector).getByRole('button', { name: /, 13 March 2026/ }));
    fireEvent.click(within(selector).getByRole('button', { name: 'Save' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    const input = screen.getByRole('combobox', { name: 'Dates' });
    expect(input).toHaveValue('09/03/2026 – 13/03/2026');
    expect(input).toHaveFocus();
  });

  it('Save with a single day keeps that day as start and end', async () => {
    render(<Harness lang="de" />);
    const selector = await open('Zeitraum', 'Zeitraum auswählen');
    fireEvent.click(within(selector).getByRole('button', { name: /, 9\. März 2026/ }));
    fireEvent.click(within(selector).getByRole('button', { name: 'Speichern' }));
    expect(screen.getByRole('combobox', { name: 'Zeitraum' })).toHaveValue('09.03.2026');
  });

  it('Close leaves without changing the saved range', async () => {
    render(<Harness lang="en" initial={{ from: new Date(2026, 2, 4), to: new Date(2026, 2, 6) }} />);
    const selector = await open('Dates', 'Select the dates');
    fireEvent.click(within(selector).getByRole('button', { name: /, 20 March 2026/ }));
    fireEvent.click(within(selector).getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Dates' })).toHaveValue('04/03/2026 – 06/03/2026');
  });

  it('Escape closes like Close', async () => {
    render(<Harness lang="en" />);
    const selector = await open('Dates', 'Select the dates');
    fireEvent.keyDown(selector, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Dates' })).toHaveValue('');
  });

  it('a press outside closes like Close', async () => {
    render(
      <>
        <Harness lang="en" />
        <p>Outside</p>
      </>,
    );
    const selector = await open('Dates', 'Select the dates');
    fireEvent.click(within(selector).getByRole('button', { name: /, 20 March 2026/ }));
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Dates' })).toHaveValue('');
  });

  it('Clear resets the selection to today, which Save then keeps', async () => {
    render(<Harness lang="en" initial={{ from: new Date(2026, 2, 10), to: new Date(2026, 2, 20) }} />);
    const selector = await open('Dates', 'Select the dates');
    expect(within(selector).getByRole('button', { name: /, 15 March 2026, selected/ })).toBeInTheDocument();

    fireEvent.click(within(selector).getByRole('button', { name: 'Clear' }));
    expect(within(selector).queryByRole('button', { name: /, 15 March 2026, selected/ })).toBeNull();
    expect(within(selector).getByRole('button', { name: /^Today, Monday, 2 March 2026, selected$/ })).toBeVisible();
    // Clear does not save by itself.
    expect(screen.getByRole('combobox', { name: 'Dates' })).toHaveValue('10/03/2026 – 20/03/2026');

    fireEvent.click(within(selector).getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('combobox', { name: 'Dates' })).toHaveValue('02/03/2026');
  });

  it('shows two months side by side, weeks from Monday, in the page language', async () => {
    stubScreenWidth(false);
    render(<Harness lang="de" />);
    const selector = await open('Zeitraum', 'Zeitraum auswählen');
    const months = within(selector).getAllByRole('grid');
    expect(months.map((grid) => grid.getAttribute('aria-label'))).toEqual(['März 2026', 'April 2026']);
    expect(firstWeekday(months[0])).toBe('Montag');
  });

  it('shows four months on narrow screens', async () => {
    stubScreenWidth(true);
    render(<Harness lang="en" />);
    const selector = await open('Dates', 'Select the dates');
    expect(within(selector).getAllByRole('grid')).toHaveLength(4);
    expect(firstWeekday(within(selector).getAllByRole('grid')[0])).toBe('Monday');
  });

  it('does not offer days in the past', async () => {
    render(<Harness lang="en" />);
    const selector = await open('Dates', 'Select the dates');
    expect(within(selector).getByRole('button', { name: /, 1 March 2026/ })).toBeDisabled();
  });
});
