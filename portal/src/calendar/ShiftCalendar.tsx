import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  CALENDAR_TABS,
  calendarEventsOf,
  calendarJobsOfTab,
  type CalendarColour,
  type CalendarEvent,
  type CalendarJobWire,
  type CalendarTab,
} from '@medstaff/domain';
import { memo, useCallback, useMemo, useState } from 'react';
import { Calendar, type Formats, type Messages, type View } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { useLanguage, useTranslate } from '../i18n/I18nProvider';
import { createCalendarLocalizer, CULTURES } from './calendar-localizer';
import type { TranslationKey } from '../i18n/translations';
import {
  AGENDA_LENGTH_DAYS,
  addDays,
  formatDay,
  formatTime,
  formatWallDay,
  formatWallTime,
  startOfDay,
  toWall,
  type CalendarView,
} from './calendar-dates';

const VIEWS: CalendarView[] = ['month', 'week', 'day', 'agenda'];

/**
 * The spec's event colours: red open, green filled, otherwise orange (dark enough for white
 * text at WCAG AA's 4.5:1: 5.6, 5.1 and 5.5).
 */
export const EVENT_COLOURS: Record<CalendarColour, string> = { red: '#c62828', green: '#2e7d32', orange: '#b84300' };

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

/**
 * date-fns's localizer does the calendar's formatting with plain Dates (the dayjs one wrapped every
 * comparison in dayjs objects), and calendar-localizer.ts its date arithmetic: a week of 200
 * shifts drew several times slower before (issue 27, docs/scaling.md).
 */
const localizer = createCalendarLocalizer();

/**
 * A grouped run of a request's dates, as react-big-calendar takes it: `start` and `end` are wall
 * dates (local fields = Berlin wall clock), so the calendar draws Berlin times on any device.
 */
interface ShiftEvent {
  event: CalendarEvent;
  title: string;
  /** The event's tooltip (title, Berlin times, state), worked out once per answer, not per draw. */
  tooltip: string;
  start: Date;
  end: Date;
  /** An open-ended run: drawn as an all-day event from its start day through the visible range. */
  allDay: boolean;
}

/** The spec's formats in both languages: DD/MM/YYYY and HH:mm (of the calendar's wall dates). */
const range = (start: Date, end: Date) => `${formatWallDay(start)} – ${formatWallDay(end)}`;
const timeRange = ({ start, end }: { start: Date; end: Date }) => `${formatWallTime(start)}–${formatWallTime(end)}`;
const FORMATS: Formats = {
  dateFormat: 'dd',
  dayFormat: 'EEEEEE dd/MM',
  weekdayFormat: 'EEEEEE',
  // Of a wall date's fields, without date-fns's format (which parses its pattern on each of the
  // gutter's 24 labels per draw).
  timeGutterFormat: (date: Date) => formatWallTime(date),
  monthHeaderFormat: 'MMMM yyyy',
  dayHeaderFormat: (date, culture, local) => `${local?.format(date, 'EEEE', culture)} ${formatWallDay(date)}`,
  dayRangeHeaderFormat: ({ start, end }) => range(start, end),
  agendaHeaderFormat: ({ start, end }) => range(start, end),
  agendaDateFormat: (date: Date) => formatWallDay(date),
  agendaTimeFormat: 'HH:mm',
  agendaTimeRangeFormat: timeRange,
  eventTimeRangeFormat: timeRange,
  eventTimeRangeStartFormat: ({ start }) => `${formatWallTime(start)} – `,
  eventTimeRangeEndFormat: ({ end }) => ` – ${formatWallTime(end)}`,
  selectRangeFormat: timeRange,
};

export interface ShiftCalendarProps {
  /** The requests of the visible range, with their dates in it (`GET /organisations/calendar`). */
  jobs: readonly CalendarJobWire[];
  /**
   * End of the range the jobs were loaded for (ms, the answer's `to`): a period without end is
   * drawn up to it. Taken from the answer, not the view, so that the events are grouped once per
   * answer rather than again with the old jobs when the view changes.
   */
  rangeEnd: number;
  view: CalendarView;
  onView(view: CalendarView): void;
  /** The day the view shows (react-big-calendar's `date`): a wall date (see `toWall`). */
  date: Date;
  onNavigate(date: Date): void;
  /** Clicking an event opens its request. */
  onOpenJob(jobId: number): void;
}

/** "Today" and the current-time line of the calendar, in Berlin. */
const wallNow = () => toWall(Date.now());

/**
 * An event's class and colours, one object per colour: react-big-calendar asks for them on every
 * draw of every event, and the same object each time lets React leave the element's style alone.
 */
const EVENT_PROPS = new Map(
  (Object.keys(EVENT_COLOURS) as CalendarColour[]).map((colour) => [
    colour,
    {
      className: `shift-event shift-event-${colour}`,
      style: { backgroundColor: EVENT_COLOURS[colour], borderColor: EVENT_COLOURS[colour], color: '#fff' },
    },
  ]),
);
const eventProps = (item: ShiftEvent) => EVENT_PROPS.get(item.event.colour) ?? {};

/**
 * The width of the week and day views' time gutter (the HH:mm column), in px: 3.5 of the page's
 * root font size, room for "00:00" in the calendar's font with its padding at any root size.
 *
 * Given to react-big-calendar (its time grid's `width`), which otherwise measures the gutter one
 * frame after it drew the view and draws the whole view again with the measured width, and then a
 * third time to note that the times overflow their box: with 200 shifts in a week those two draws
 * were more than half of the week's main-thread work (issue 27, docs/scaling.md).
 */
const GUTTER_WIDTH = Math.ceil(
  3.5 * (typeof document === 'undefined' ? 16 : parseFloat(getComputedStyle(document.documentElement).fontSize) || 16),
);
/** Props of react-big-calendar's views that its Calendar passes on without declaring them. */
const TIME_GRID_PROPS = { width: GUTTER_WIDTH };

/**
 * The calendar's frame: the month, week and day views have a fixed height, the agenda grows.
 *
 * The week and day views: both time gutters (the header's and the times') are `GUTTER_WIDTH`
 * wide, and the header keeps room for the times' scrollbar by itself (`scrollbar-gutter`) instead
 * of the margin react-big-calendar gives it once it has found, in a later draw, that they overflow,
 * so that the header's days stand above their columns from the first draw on (and the margin,
 * when that later draw comes, is not added to the room).
 */
const FRAME_SX = {
  height: { xs: 560, md: 720 },
  '& .rbc-toolbar': { flexWrap: 'wrap', gap: 1 },
  '& .rbc-time-content > .rbc-time-gutter': { width: GUTTER_WIDTH, minWidth: GUTTER_WIDTH, maxWidth: GUTTER_WIDTH },
  '& .rbc-time-content': { scrollbarGutter: 'stable' },
  '& .rbc-time-header': { overflow: 'hidden', scrollbarGutter: 'stable' },
  '& .rbc-time-header.rbc-overflowing': { marginRight: '0 !important', borderRightWidth: 0 },
} as const;
const AGENDA_FRAME_SX = { ...FRAME_SX, height: 'auto' } as const;

/** An event's times in Berlin time (the event holds instants). */
function eventLabel(event: CalendarEvent, openEnd: string): string {
  const { start, end } = event;
  if (event.openEnd) return `${formatDay(start)} ${formatTime(start)} – ${openEnd}`;
  return formatDay(start) === formatDay(end)
    ? `${formatDay(start)} ${formatTime(start)}–${formatTime(end)}`
    : `${formatDay(start)} ${formatTime(start)} – ${formatDay(end)} ${formatTime(end)}`;
}

/**
 * The organisation's shift calendar on react-big-calendar: month, week and day views from Monday
 * and an agenda, filter tabs by table, events grouped by the domain's rule and coloured by state.
 * It shows what it is given: the view, the day and the jobs belong to its container.
 *
 * Drawing a week of 200 shifts is the expensive part (issue 27, docs/scaling.md): the component
 * is memoised and hands react-big-calendar stable props (events, accessors, handlers), so it draws
 * again only when the jobs, the view, the day, the tab or the language change, not when its
 * container shows or hides the loading bar. The container must keep its handlers stable.
 */
export const ShiftCalendar = memo(function ShiftCalendar({
  jobs,
  rangeEnd,
  view,
  onView,
  date,
  onNavigate,
  onOpenJob,
}: ShiftCalendarProps) {
  const t = useTranslate();
  const language = useLanguage();
  const [tab, setTab] = useState<CalendarTab>('all');
  const openEnd = t('jobs.openEnd');
  const events = useMemo<ShiftEvent[]>(
    () =>
      calendarEventsOf(calendarJobsOfTab(jobs, tab), { openEndUntil: rangeEnd }).map((event) => {
        const title = event.openEnd ? `${event.title} (${openEnd})` : event.title;
        const tooltip = t('calendar.event', {
          title,
          time: eventLabel(event, openEnd),
          state: t(`calendar.colour.${event.colour}`),
        });
        return event.openEnd
          ? {
              event,
              title,
              tooltip,
              start: startOfDay(toWall(event.start)),
              // A day past the range's end, so that the last segment is drawn as going on.
              end: addDays(toWall(event.end), 1),
              allDay: true,
            }
          : { event, title, tooltip, start: toWall(event.start), end: toWall(event.end), allDay: false };
      }),
    [jobs, tab, rangeEnd, openEnd, t],
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
  const changeView = useCallback((next: View) => onView(next as CalendarView), [onView]);
  const navigate = useCallback((next: Date) => onNavigate(next), [onNavigate]);
  const selectEvent = useCallback((item: ShiftEvent) => onOpenJob(item.event.jobId), [onOpenJob]);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1, md: 2 } }}>
      <CalendarTabs tab={tab} onChange={setTab} />
      <Box sx={view === 'agenda' ? AGENDA_FRAME_SX : FRAME_SX}>
        <Calendar<ShiftEvent>
          localizer={localizer}
          culture={CULTURES[language]}
          events={events}
          views={VIEWS}
          view={view}
          onView={changeView}
          date={date}
          onNavigate={navigate}
          getNow={wallNow}
          length={AGENDA_LENGTH_DAYS}
          allDayAccessor="allDay"
          formats={FORMATS}
          messages={messages}
          popup
          tooltipAccessor="tooltip"
          eventPropGetter={eventProps}
          onSelectEvent={selectEvent}
          {...TIME_GRID_PROPS}
        />
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {t('time.zoneHint')}
      </Typography>
    </Paper>
  );
});

/**
 * The filter tabs, memoised: a change of view or day draws the calendar again, not the tabs (MUI's
 * tabs measure themselves after every draw, which makes the browser lay out the new calendar early).
 */
const CalendarTabs = memo(function CalendarTabs({
  tab,
  onChange,
}: {
  tab: CalendarTab;
  onChange(tab: CalendarTab): void;
}) {
  const t = useTranslate();
  return (
    <Tabs
      value={tab}
      onChange={(_event, value: CalendarTab) => onChange(value)}
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
  );
});

function Dot({ colour }: { colour: string }) {
  return (
    <Box
      component="span"
      aria-hidden="true"
      sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: colour, display: 'inline-block' }}
    />
  );
}
