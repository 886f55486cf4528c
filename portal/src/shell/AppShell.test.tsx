import { screen, waitFor, within } from '@testing-library/react';
import { pageNavigation } from '../session/page-navigation';
import { renderApp } from '../testing/render-app';
import { groupedJobs, MY_ORGANISATIONS } from '../testing/job-fixtures';
import { signedInAs, simulateWideScreen } from '../testing/signed-in';

/** A confirmed hospital member with no requests yet. */
const hospitalHandlers = {
  'GET /organisations/mine': { body: { organisations: MY_ORGANISATIONS } },
  'GET /organisations/jobs': { body: groupedJobs() },
  'GET /positions': { body: { positions: [] } },
};

const linksOf = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the logged-in shell', () => {
  let replace: jest.SpyInstance<void, [string]>;

  beforeEach(() => {
    replace = jest.spyOn(pageNavigation, 'replace').mockImplementation(() => undefined);
  });

  afterEach(() => {
    replace.mockRestore();
  });

  test('a hospital user’s menu: Dashboard, the highlighted Post a job and Assignments (opened from the menu button)', async () => {
    signedInAs('ORG_ADMIN', hospitalHandlers);
    const { user } = renderApp('/en/hospital');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Anna Agentur!' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton);

    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(linksOf(menu)).toEqual([
      ['Dashboard', '/en/hospital'],
      ['Post a job', '/en/hospital/create-job'],
      ['Assignments', '/en/hospital/assignments'],
    ]);
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Need Help' })).toHaveAttribute('href', 'mailto:support@medstaff.de');
    expect(screen.getByTestId('side-menu-user-name')).toHaveTextContent('Anna Agentur');
    expect(within(menu.parentElement as HTMLElement).getByText('Organisation admin')).toBeInTheDocument();
  });

  test('an agency user’s menu: New Jobs, Applied Jobs, Assignments and Settings, in German', async () => {
    signedInAs('AGENCY');
    const { user } = renderApp('/de/agency/jobs');

    expect(await screen.findByRole('heading', { level: 1, name: 'Neue Jobs' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Menü öffnen' }));

    const menu = await screen.findByRole('navigation', { name: 'Hauptmenü' });
    expect(linksOf(menu)).toEqual([
      ['Neue Jobs', '/de/agency/jobs'],
      ['Beworbene Jobs', '/de/agency/applied-jobs'],
      ['Einsätze', '/de/agency/assignments'],
      ['Einstellungen', '/de/agency/settings'],
    ]);
    expect(screen.getByRole('link', { name: 'Hilfe benötigt' })).toHaveAttribute('href', 'mailto:support@medstaff.de');
  });

  test('choosing an entry opens the page and closes the drawer', async () => {
    signedInAs('AGENCY');
    const { user, router } = renderApp('/en/agency/jobs');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));

    await user.click(
      within(await screen.findByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Applied Jobs' }),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Applied Jobs' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/agency/applied-jobs');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument());
  });

  test('the drawer closes with Escape', async () => {
    signedInAs('AGENCY');
    const { user } = renderApp('/en/agency/jobs');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await screen.findByRole('navigation', { name: 'Main menu' });

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument());
  });

  test('a group collapses and expands', async () => {
    signedInAs('AGENCY');
    const { user } = renderApp('/en/agency/jobs');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    const toggle = within(menu).getByRole('button', { name: 'Jobs' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(within(menu).queryByRole('link', { name: 'New Jobs' })).not.toBeInTheDocument());
    await user.click(toggle);
    expect(within(menu).getByRole('link', { name: 'New Jobs' })).toBeInTheDocument();
  });

  describe('on a wide screen', () => {
    let restore: () => void;

    beforeEach(() => {
      restore = simulateWideScreen();
    });

    afterEach(() => {
      restore();
    });

    test('the side menu is always there and there is no menu button', async () => {
      signedInAs('ORG_SUB', hospitalHandlers);
      renderApp('/en/hospital/create-job');

      expect(await screen.findByRole('heading', { level: 1, name: 'Post a job' })).toBeInTheDocument();
      const menu = screen.getByRole('navigation', { name: 'Main menu' });
      expect(within(menu).getByRole('link', { name: 'Post a job' })).toHaveAttribute('aria-current', 'page');
      expect(within(menu).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
      expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    });
  });

  test.each([
    ['/de/hospital/create-job', 'Sprache wählen: Deutsch', 'English', '/en/hospital/create-job', 'Post a job'],
    ['/en/hospital', 'Choose language: English', 'Deutsch', '/de/hospital', 'Willkommen, Anna Agentur!'],
  ])(
    'the language menu on %s switches the language and keeps the page',
    async (path, menuName, item, expected, heading) => {
      signedInAs('ORG_ADMIN', hospitalHandlers);
      const { user, router } = renderApp(path);

      await user.click(await screen.findByRole('button', { name: menuName }));
      const menu = await screen.findByRole('menu');
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((entry) => entry.textContent),
      ).toEqual(['Deutsch', 'English']);
      await user.click(within(menu).getByRole('menuitem', { name: item }));

      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(expected);
      expect(document.documentElement).toHaveAttribute('lang', expected.slice(1, 3));
    },
  );

  test('the footer line carries the current year', async () => {
    signedInAs('AGENCY');
    renderApp('/en/agency/applied-jobs');

    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} MedStaff`);
  });
});

describe('the area pages', () => {
  let replace: jest.SpyInstance<void, [string]>;

  beforeEach(() => {
    replace = jest.spyOn(pageNavigation, 'replace').mockImplementation(() => undefined);
  });

  afterEach(() => {
    replace.mockRestore();
  });

  test('the hospital dashboard welcomes the user, shows the figures and leads to the job form', async () => {
    signedInAs('ORG_SUB', hospitalHandlers, { firstName: 'Clara', lastName: 'Schumann' });
    const { user, router } = renderApp('/de/hospital');

    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen, Clara Schumann!' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Offene Schichten diese Woche: 0')).toBeInTheDocument();
    expect(screen.getByLabelText('Warten auf Ihre Entscheidung: 0')).toBeInTheDocument();
    expect(screen.getByLabelText('Diesen Monat besetzt: 0')).toBeInTheDocument();

    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Job ausschreiben' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Job ausschreiben' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/de/hospital/create-job');
    expect(await screen.findByRole('button', { name: 'Anfrage einstellen' })).toBeInTheDocument();
  });

  test('the hospital header: Dienste, Mein Personal, Neue Schichtanfrage, Rechnung and the icons', async () => {
    signedInAs('ORG_ADMIN', hospitalHandlers);
    const { user, router } = renderApp('/de/hospital');

    const header = await screen.findByRole('navigation', { name: 'Klinik' });
    expect(linksOf(header)).toEqual([
      ['Dienste', '/de/organisations/calendar'],
      ['Mein Personal', '/de/hospital/staff'],
      ['Neue Schichtanfrage', '/de/organisations/jobUpload'],
      ['Rechnung', '/de/hospital/invoices'],
    ]);
    await user.click(within(header).getByRole('link', { name: 'Rechnung' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rechnung' })).toBeInTheDocument();
    expect(screen.getByText(/Diese Seite gibt es noch nicht/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Einstellungen' })).toHaveAttribute('href', '/de/hospital/settings');
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/de/hospital/invoices');
  });

  test.each([
    [
      '/en/agency/jobs',
      'New Jobs',
      'No released shifts match',
      'GET /job',
      { jobs: [], total: 0, page: 1, pageSize: 20 },
    ],
    ['/en/agency/applied-jobs', 'Applied Jobs', 'No applications yet', 'GET /job/applied-jobs', { applications: [] }],
    [
      '/de/agency/applied-jobs',
      'Beworbene Jobs',
      'Noch keine Bewerbungen',
      'GET /job/applied-jobs',
      { applications: [] },
    ],
  ])('%s shows its title and an empty list', async (path, title, empty, route, body) => {
    signedInAs('AGENCY', { [route]: { body }, 'GET /positions': { body: { positions: [] } } });
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: empty })).toBeInTheDocument();
    expect(document.title).toBe(`${title} | MedStaff`);
  });

  test('/en/agency opens the new jobs', async () => {
    signedInAs('AGENCY');
    const { router } = renderApp('/en/agency');

    expect(await screen.findByRole('heading', { level: 1, name: 'New Jobs' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/agency/jobs');
  });

  test.each([['/en/hospital/no-such-page'], ['/en/organisations/no-such-page']])(
    'an unknown page in the shell (%s) shows the not-found page inside the shell',
    async (path) => {
      signedInAs('ORG_ADMIN', hospitalHandlers);
      renderApp(path);

      expect(await screen.findByRole('heading', { name: 'Page not found.' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'User menu' })).toBeInTheDocument();
    },
  );

  test('an agency user on a hospital page is sent to the agency’s jobs', async () => {
    signedInAs('AGENCY');
    const { router } = renderApp('/en/hospital');

    expect(await screen.findByRole('heading', { level: 1, name: 'New Jobs' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/agency/jobs');
  });

  test('a hospital user on an agency page is sent to the dashboard', async () => {
    signedInAs('ORG_ADMIN');
    const { router } = renderApp('/de/agency/applied-jobs');

    await waitFor(() => expect(router.state.location.pathname).toBe('/de/hospital'));
  });

  test('a pool member on an agency page is sent to My assignments', async () => {
    signedInAs('USER', { 'GET /assignments': { body: { assignments: [], total: 0, page: 1, pageSize: 100 } } });
    const { router } = renderApp('/en/agency/jobs');

    expect(await screen.findByRole('heading', { level: 1, name: 'My assignments' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/shifts/assignments');
    expect(replace).not.toHaveBeenCalled();
  });

  test.each([['ADMIN', '/en/admin/dashboard']] as const)(
    'a %s in the shell is sent out of the portal to %s',
    async (role, path) => {
      signedInAs(role);
      renderApp('/en/agency/jobs');

      await waitFor(() => expect(replace).toHaveBeenCalledWith(path));
    },
  );
});
