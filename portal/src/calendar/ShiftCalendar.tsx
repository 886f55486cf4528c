import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import {
  CALENDAR_TABS,
  calendarEventsOf,
  calendarJobsOfTab,
  type CalendarColour,
  type CalendarEvent,
  type CalendarJobWire,
  type CalendarTab,
} from '@medstaff/domain';
// dayjs comes with react-big-calendar (one of its dependencies), as do its locales.
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/en-gb';
import { useMemo, useState } from 'react';
import { Calendar, dayjsLocalizer, type Formats, type Messages, type View } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { useLanguage, useTranslate } from '../i18n/I18nProvider';
import type { TranslationKey } from '../i18n/translations';
import { AGENDA_LENGTH_DAYS, formatDay, formatTime, startOfDay, type CalendarView } from './calendar-dates';

const VIEWS: CalendarView[] = ['month', 'week', 'day', 'agenda'];

/** The spec's event colours: red open, green filled, otherwise orange. */
export const EVENT_COLOURS: Record<CalendarColour, string> = { red: '#c62828', green: '#2e7d32', orange: '#e65100' };

const TAB_LABEL_KEYS: Record<CalendarTab, TranslationKey> = {
  all: 'calendar.tab.all',
  red: 'calendar.tab.red',
  green: 'calendar.tab.green',
  yellow: 'calendar.tab.yellow',
};
const TAB_COLOURS: Record<CalendarTab, string | undefined> = {
  all: undefined,
  red: EVENT_COLOURS.red,
  green: EVENT_COLOURS.green,
  yellow: '#f9a825',
};

const localizer = dayjsLocalizer(dayjs);
/** Both cultures start the week on Monday (British English rather than American). */
const CULTURES = { de: 'de', en: 'en-gb' } as const;

/** A grouped run of a request's dates, as react-big-calendar takes it. */
interface ShiftEvent {
  event: CalendarEvent;
  title: string;
  start: Date;
  end: Date;
  /** An open-ended run: drawn as an all-day event from its start day through the visible range. */
  allDay: boolean;
}

/** The spec's formats in both languages: DD/MM/YYYY and HH:mm. */
const range = (start: Date, end: Date) => `${formatDay(start)} – ${formatDay(end)}`;
const timeRange = ({ start, end }: { start: Date; end: Date }) => `${formatTime(start)}–${formatTime(end)}`;
const FORMATS: Formats = {
  dateFormat: 'DD',
  dayFormat: 'dd DD/MM',
  weekdayFormat: 'dd',
  timeGutterFormat: 'HH:mm',
  monthHeaderFormat: 'MMMM YYYY',
  dayHeaderFormat: (date: Date) => `${dayjs(date).format('dddd')} ${formatDay(date)}`,
  dayRangeHeaderFormat: ({ start, end }) => range(start, end),
  agendaHeaderFormat: ({ start, end }) => range(start, end),
  agendaDateFormat: (date: Date) => formatDay(date),
  agendaTimeFormat: 'HH:mm',
  agendaTimeRangeFormat: timeRange,
  eventTimeRangeFormat: timeRange,
  selectRangeFormat: timeRange,
};

export interface ShiftCalendarProps {
  /** The requests of the visible range, with their dates in it (`GET /organisations/calendar`). */
  jobs: readonly CalendarJobWire[];
  /** End of the visible range (ms): a period without end is drawn up to it. */
  rangeEnd: number;
  view: CalendarView;
  onView(view: CalendarView): void;
  /** The day the view shows (react-big-calendar's `date`). */
  date: Date;
  onNavigate(date: Date): void;
  /** Clicking an event opens its request. */
  onOpenJob(jobId: number): void;
}

function eventLabel(event: CalendarEvent, openEnd: string): string {
  const start = new Date(event.start);
  const end = new Date(event.end);
  if (event.openEnd) return `${formatDay(start)} ${formatTime(start)} – ${openEnd}`;
  return formatDay(start) === formatDay(end)
    ? `${formatDay(start)} ${formatTime(start)}–${formatTime(end)}`
    : `${formatDay(start)} ${formatTime(start)} – ${formatDay(end)} ${formatTime(end)}`;
}

/**
 * The organisation's shift calendar on react-big-calendar: month, week and day views from Monday
 * and an agenda, filter tabs by table, events grouped by the domain's rule and coloured by state.
 * It shows what it is given: the view, the day and the jobs belong to its container.
 */
export function ShiftCalendar({ jobs, rangeEnd, view, onView, date, onNavigate, onOpenJob }: ShiftCalendarProps) {
  const t = useTranslate();
  const language = useLanguage();
  // react-big-calendar's dayjs localizer reads the week start and the day and month names from
  // dayjs's global locale (it ignores the culture there); both of ours start on Monday.
  dayjs.locale(CULTURES[language]);
  const [tab, setTab] = useState<CalendarTab>('all');
  const openEnd = t('jobs.openEnd');
  const events = useMemo<ShiftEvent[]>(
    () =>
      calendarEventsOf(calendarJobsOfTab(jobs, tab), { openEndUntil: rangeEnd }).map((event) =>
        event.openEnd
          ? {
              event,
              title: `${event.title} (${openEnd})`,
              start: startOfDay(new Date(event.start)),
              end: new Date(event.end),
              allDay: true,
            }
          : { event, title: event.title, start: new Date(event.start), end: new Date(event.end), allDay: false },
      ),
    [jobs, tab, rangeEnd, openEnd],
  );
  const messages: Messages = useMemo(
    () => ({
      today: t('calendar.today'),
      previous: t('calendar.previous'),
      next: t('calendar.next'),
      month: t('calendar.view.month'),
      week: t('calendar.view.week'),
      day: t('calendar.view.day'),
      agenda: t('calendar.view.agenda'),
      date: t('calendar.date'),
      time: t('calendar.time'),
      event: t('calendar.eventColumn'),
      allDay: t('calendar.allDay'),
      noEventsInRange: t('calendar.noEvents'),
      showMore: (count: number) => t('calendar.showMore', { count }),
    }),
    [t],
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1, md: 2 } }}>
      <Tabs
        value={tab}
        onChange={(_event, value: CalendarTab) => setTab(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('calendar.tabs')}
        sx={{ mb: 2 }}
      >
        {CALENDAR_TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={t(TAB_LABEL_KEYS[value])}
            icon={TAB_COLOURS[value] ? <Dot colour={TAB_COLOURS[value]} /> : undefined}
            iconPosition="start"
            sx={{ minHeight: 48 }}
          />
        ))}
      </Tabs>
      <Box
        sx={{
          height: view === 'agenda' ? 'auto' : { xs: 560, md: 720 },
          '& .rbc-toolbar': { flexWrap: 'wrap', gap: 1 },
        }}
      >
        <Calendar<ShiftEvent>
          localizer={localizer}
          culture={CULTURES[language]}
          events={events}
          views={VIEWS}
          view={view}
          onView={(next: View) => onView(next as CalendarView)}
          date={date}
          onNavigate={(next: Date) => onNavigate(next)}
          length={AGENDA_LENGTH_DAYS}
          allDayAccessor="allDay"
          formats={FORMATS}
          messages={messages}
          popup
          tooltipAccessor={(item) =>
            t('calendar.event', {
              title: item.title,
              time: eventLabel(item.event, openEnd),
              state: t(`calendar.colour.${item.event.colour}`),
            })
          }
          eventPropGetter={(item) => ({
            className: `shift-event shift-event-${item.event.colour}`,
            style: {
              backgroundColor: EVENT_COLOURS[item.event.colour],
              borderColor: EVENT_COLOURS[item.event.colour],
              color: '#fff',
            },
          })}
          onSelectEvent={(item) => onOpenJob(item.event.jobId)}
        />
      </Box>
    </Paper>
  );
}

function Dot({ colour }: { colour: string }) {
  return (
    <Box
      component="span"
      aria-hidden="true"
      sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: colour, display: 'inline-block' }}
    />
  );
}
