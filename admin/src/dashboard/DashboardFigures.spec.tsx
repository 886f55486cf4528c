import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestAdmin } from '../testing/admin-test-context';
import type { DashboardFigures as Figures } from '../data/data-provider';
import { DashboardFigures } from './DashboardFigures';

const figures: Figures = {
  postedJobs: { value: 12480, unavailableReason: null },
  fulfilledJobs: { value: 310, unavailableReason: null },
  visitors: { value: 3210, unavailableReason: null },
  totalEarnings: { value: null, unavailableReason: 'Earnings are not recorded yet.' },
  internalUsers: { value: 42, unavailableReason: null },
  externalUsers: { value: 17, unavailableReason: null },
  organisations: { value: 8, unavailableReason: null },
  agencies: { value: 5, unavailableReason: null },
};

function renderFigures(getDashboardFigures: jest.Mock, language: 'en' | 'de' = 'en') {
  render(
    <TestAdmin dataProvider={{ getDashboardFigures } as never} language={language}>
      <DashboardFigures />
    </TestAdmin>,
  );
}

const card = (name: string) => screen.getByRole('region', { name });

afterEach(() => jest.restoreAllMocks());

describe('dashboard figures', () => {
  it('shows the eight figures with English number formats, asking in English', async () => {
    const getDashboardFigures = jest.fn(async () => figures);
    renderFigures(getDashboardFigures);

    expect(await screen.findByTestId('dashboard-postedJobs')).toHaveTextContent('12,480');
    expect(within(card('Posted jobs')).getByText('12,480')).toBeInTheDocument();
    expect(within(card('Fulfilled jobs')).getByText('310')).toBeInTheDocument();
    expect(within(card('Visitors')).getByText('3,210')).toBeInTheDocument();
    expect(within(card('Total earnings')).getByText('–')).toBeInTheDocument();
    expect(within(card('Internal users')).getByText('42')).toBeInTheDocument();
    expect(within(card('External users')).getByText('17')).toBeInTheDocument();
    expect(within(card('Organisations')).getByText('8')).toBeInTheDocument();
    expect(within(card('Agencies')).getByText('5')).toBeInTheDocument();
    expect(getDashboardFigures).toHaveBeenCalledWith('en');
  });

  it('writes numbers the German way in German', async () => {
    const getDashboardFigures = jest.fn(async () => figures);
    renderFigures(getDashboardFigures, 'de');

    expect(await screen.findByTestId('dashboard-postedJobs')).toHaveTextContent('12.480');
    expect(within(card('Veröffentlichte Stellen')).getByText('12.480')).toBeInTheDocument();
    expect(within(card('Gesamteinnahmen')).getByText('–')).toBeInTheDocument();
    expect(getDashboardFigures).toHaveBeenCalledWith('de');
  });

  it("shows '–' for a missing figure with the reason written on the card, not only on hover", async () => {
    renderFigures(jest.fn(async () => figures));

    const dash = await screen.findByTestId('dashboard-totalEarnings');
    expect(dash).toHaveTextContent('–');
    expect(dash).toHaveAccessibleDescription('Earnings are not recorded yet.');
    expect(within(card('Total earnings')).getByText('Earnings are not recorded yet.')).toBeVisible();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('explains the visitors figure on hover', async () => {
    renderFigures(jest.fn(async () => figures));

    const title = await screen.findByText('Visitors');
    expect(title).toHaveAccessibleDescription(/Visits to the public website/);
    await userEvent.hover(title);

    expect(await screen.findByRole('tooltip')).toHaveTextContent(/Visits to the public website/);
  });

  it('shows a placeholder per figure while loading', async () => {
    renderFigures(jest.fn(() => new Promise<Figures>(() => undefined)));

    expect(await screen.findByTestId('dashboard-agencies-loading')).toBeInTheDocument();
    expect(screen.getAllByTestId(/-loading$/)).toHaveLength(8);
  });

  it('says so when the figures cannot be loaded', async () => {
    // react-admin's data provider hook logs failed calls; this failure is the point of the test.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFigures(jest.fn(async () => Promise.reject(new Error('500'))));

    expect(await screen.findByRole('alert')).toHaveTextContent('The figures could not be loaded.');
  });
});
