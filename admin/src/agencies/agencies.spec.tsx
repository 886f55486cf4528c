import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { EditableFieldsForm } from '../common/edit/EditableFieldsForm';
import { InviteForm } from '../common/invite/InviteForm';
import { App } from '../App';
import { TestAdmin } from '../testing/admin-test-context';
import { jsonResponse, storeSession } from '../testing/session-fixtures';
import { AGENCY_FIELDS, type Agency } from './agency-fields';
import { AgencyCreate } from './AgencyCreate';
import { AgencyPermitCard } from './AgencyEdit';

const countries = [
  { code: 'DE', name: { de: 'Deutschland', en: 'Germany' } },
  { code: 'AT', name: { de: 'Österreich', en: 'Austria' } },
];

const agency: Agency = {
  id: 3,
  name: 'Care Plus',
  address: 'Main Street 1',
  postcode: '10115',
  city: 'Berlin',
  country: 'DE',
  url: 'https://care.example.com',
  logo: null,
  permitAuthority: null,
  permitIssuedOn: null,
  version: 4,
  createdAt: '2026-10-01T08:00:00.000Z',
  updatedAt: '2026-10-02T08:00:00.000Z',
};

describe('add agency form', () => {
  function renderCreate() {
    const create = jest.fn();
    const uploadAgencyLogo = jest.fn();
    const createAgency = jest.fn(async () => ({ ...agency, id: 9, version: 1 }));
    render(
      <TestAdmin
        dataProvider={{ create, uploadAgencyLogo, createAgency, getCountries: async () => countries } as never}
      >
        <AgencyCreate />
      </TestAdmin>,
    );
    return { create, uploadAgencyLogo, createAgency };
  }

  it("sends nothing and says 'Incorrect url' and which fields are missing", async () => {
    const { createAgency } = renderCreate();
    await userEvent.type(screen.getByRole('textbox', { name: /URL/ }), 'not a url');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Incorrect url')).toBeInTheDocument();
    expect(screen.getAllByText('Required').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByText('Please choose a logo')).toBeInTheDocument();
    expect(createAgency).not.toHaveBeenCalled();

    // Corrected, the URL's message goes at once; the others stay until the next Save.
    await userEvent.clear(screen.getByRole('textbox', { name: /URL/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /URL/ }), 'https://care.example.com');
    expect(screen.queryByText('Incorrect url')).not.toBeInTheDocument();
    expect(screen.getAllByText('Required').length).toBeGreaterThanOrEqual(3);
  });

  it('creates the agency with its logo in one request and clears the form', async () => {
    const { create, uploadAgencyLogo, createAgency } = renderCreate();
    await userEvent.type(screen.getByRole('textbox', { name: /Agency name/ }), 'Care Plus');
    await userEvent.type(screen.getByRole('textbox', { name: /Address/ }), 'Main Street 1');
    await userEvent.type(screen.getByRole('textbox', { name: /Postcode/ }), '10115');
    await userEvent.type(screen.getByRole('textbox', { name: /URL/ }), 'https://care.example.com');
    await userEvent.click(screen.getByRole('combobox', { name: /Country/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Germany' }));

    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const logo = new File(['png'], 'logo.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Choose file'), logo);
    await userEvent.click(screen.getByRole('button', { name: 'Use this file' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('logo.png')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(createAgency).toHaveBeenCalledWith(
        {
          name: 'Care Plus',
          address: 'Main Street 1',
          postcode: '10115',
          country: 'DE',
          url: 'https://care.example.com',
        },
        logo,
      ),
    );
    // One operation: no separate create and logo upload that could leave an agency without its logo.
    expect(create).not.toHaveBeenCalled();
    expect(uploadAgencyLogo).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Agency name/ })).toHaveValue(''));
  }, 15_000);

  it('checks the postcode for the chosen country, as the API does', async () => {
    const { createAgency } = renderCreate();
    const postcode = screen.getByRole('textbox', { name: /Postcode/ });
    await userEvent.type(postcode, '1010');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Postcode is not valid for the country (in Germany five digits).'),
    ).toBeInTheDocument();

    // 1010 is Vienna's: choosing Austria takes the message away at once.
    await userEvent.click(screen.getByRole('combobox', { name: /Country/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Austria' }));
    expect(
      screen.queryByText('Postcode is not valid for the country (in Germany five digits).'),
    ).not.toBeInTheDocument();
    expect(createAgency).not.toHaveBeenCalled();
  });

  it('refuses a logo that is not jpeg, png or bmp', async () => {
    renderCreate();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await userEvent.upload(screen.getByLabelText('Choose file'), new File(['gif'], 'logo.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    expect(await screen.findByText('The logo must be a JPEG, PNG or BMP image')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use this file' })).toBeDisabled();
  });
});

describe('agency General Info form', () => {
  function renderEdit(update: jest.Mock, record: Agency = agency) {
    const onReload = jest.fn();
    render(
      <TestAdmin dataProvider={{ update, getCountries: async () => countries } as never}>
        <EditableFieldsForm resource="agencies" record={record} fields={AGENCY_FIELDS} onReload={onReload} />
      </TestAdmin>,
    );
    return onReload;
  }

  it('sends only the changed field with the version', async () => {
    const update = jest.fn(async () => ({ data: { ...agency, name: 'Care Plus Berlin', version: 5 } }));
    renderEdit(update);
    const name = screen.getByRole('textbox', { name: 'Agency name' });
    expect(name).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Agency name' }));
    expect(screen.getByRole('button', { name: 'Edit Address' })).toBeDisabled();
    await userEvent.clear(name);
    await userEvent.type(name, 'Care Plus Berlin');
    expect(screen.getByRole('button', { name: 'Cancel Agency name' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Agency name' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'agencies',
        expect.objectContaining({
          id: 3,
          data: { version: 4, changes: [{ field: 'name', value: 'Care Plus Berlin' }] },
        }),
      ),
    );
  });

  it('checks the postcode again when the country changes, and sends both once they fit', async () => {
    const update = jest.fn(async () => ({ data: { ...agency, version: 5 } }));
    renderEdit(update, { ...agency, country: 'AT', postcode: '1010' });
    const message = 'Postcode is not valid for the country (in Germany five digits).';
    await userEvent.click(screen.getByRole('button', { name: 'Edit Country' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Country' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Germany' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(update).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Postcode' }));
    const postcode = screen.getByRole('textbox', { name: 'Postcode' });
    await userEvent.clear(postcode);
    await userEvent.type(postcode, '10117');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Postcode' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'agencies',
        expect.objectContaining({
          data: {
            version: 4,
            changes: expect.arrayContaining([
              { field: 'postcode', value: '10117' },
              { field: 'country', value: 'DE' },
            ]),
          },
        }),
      ),
    );
  }, 15_000);

  it('restores the value on Cancel and sends nothing when nothing changed', async () => {
    const update = jest.fn();
    renderEdit(update);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Postcode' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Postcode' }), '9');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Postcode' }));
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveValue('10115');

    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Nothing has changed.')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it('says someone else changed the record on STALE_VERSION and offers Reload', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const update = jest.fn(async () => {
      throw new HttpError('Someone else changed this record in the meantime.', 409, {
        statusCode: 409,
        code: 'STALE_VERSION',
        message: 'Someone else changed this record in the meantime.',
      });
    });
    const onReload = renderEdit(update);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Address' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Address' }), 'a');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(
      await screen.findByText('Someone else changed this record in the meantime. Reload it to see the current values.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalled();
  });

  it("shows the server's message for another 409 (CONFLICT), without offering Reload", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const update = jest.fn(async () => {
      throw new HttpError('This email address is already registered.', 409, {
        statusCode: 409,
        code: 'CONFLICT',
        message: 'This email address is already registered.',
      });
    });
    renderEdit(update);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Address' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Address' }), 'a');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('This email address is already registered.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });
});

describe('agency permit (§1 AÜG)', () => {
  function renderPermit(update: jest.Mock, record: Agency = agency) {
    const onReload = jest.fn();
    render(
      <TestAdmin dataProvider={{ update } as never}>
        <AgencyPermitCard record={record} onReload={onReload} />
      </TestAdmin>,
    );
    return onReload;
  }

  it('says the permit is missing and sends authority and day through the change set', async () => {
    const update = jest.fn(async () => ({
      data: { ...agency, permitAuthority: 'Regionaldirektion Bayern', permitIssuedOn: '2018-05-02', version: 5 },
    }));
    renderPermit(update);
    expect(screen.getByRole('heading', { name: 'Permit for temporary agency work (§1 AÜG)' })).toBeInTheDocument();
    expect(screen.getByText('No permit entered.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Issuing authority' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Issuing authority' }), 'Regionaldirektion Bayern');
    await userEvent.click(screen.getByRole('button', { name: 'Save Issuing authority' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit Date issued (YYYY-MM-DD)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Date issued (YYYY-MM-DD)' }), '2018-05-02');
    await userEvent.click(screen.getByRole('button', { name: 'Save Date issued (YYYY-MM-DD)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save permit' }));

    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'agencies',
        expect.objectContaining({
          id: 3,
          data: {
            version: 4,
            changes: [
              { field: 'permitAuthority', value: 'Regionaldirektion Bayern' },
              { field: 'permitIssuedOn', value: '2018-05-02' },
            ],
          },
        }),
      ),
    );
  });

  it('shows a saved permit, refuses a day that is no date or in the future', async () => {
    const update = jest.fn();
    renderPermit(update, { ...agency, permitAuthority: 'Regionaldirektion Nord', permitIssuedOn: '2021-09-15' });
    expect(screen.getByRole('textbox', { name: 'Issuing authority' })).toHaveValue('Regionaldirektion Nord');
    expect(screen.queryByText('No permit entered.')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Date issued (YYYY-MM-DD)' }));
    const day = screen.getByRole('textbox', { name: 'Date issued (YYYY-MM-DD)' });
    await userEvent.clear(day);
    await userEvent.type(day, '2021-02-30');
    await userEvent.click(screen.getByRole('button', { name: 'Save Date issued (YYYY-MM-DD)' }));
    expect(await screen.findByText('The day the permit was granted must be a date (YYYY-MM-DD).')).toBeInTheDocument();
    await userEvent.clear(day);
    await userEvent.type(day, '2999-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Save Date issued (YYYY-MM-DD)' }));
    expect(await screen.findByText('The day the permit was granted cannot lie in the future.')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const message = 'The authority may be at most 200 characters long.';
    const update = jest.fn(async () => {
      throw new HttpError(message, 400, { statusCode: 400, code: 'VALIDATION_FAILED', message: [message] });
    });
    renderPermit(update);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Issuing authority' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Issuing authority' }), 'BA');
    await userEvent.click(screen.getByRole('button', { name: 'Save Issuing authority' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save permit' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});

describe('invite form', () => {
  function renderInvite(invite: jest.Mock) {
    render(
      <TestAdmin dataProvider={{ invite } as never}>
        <InviteForm title="Add New Agency User" invitation={{ kind: 'AGENCY_USER', targetId: 3 }} />
      </TestAdmin>,
    );
  }

  it("does nothing for an empty email and says 'Email is not valid' for a bad one", async () => {
    const invite = jest.fn();
    renderInvite(invite);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(invite).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'anna@');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Email is not valid')).toBeInTheDocument();
    expect(invite).not.toHaveBeenCalled();
  });

  it("shows the server's message in red", async () => {
    const invite = jest.fn(async () => {
      throw new HttpError('This person is already a member.', 409, {
        statusCode: 409,
        code: 'CONFLICT',
        message: 'This person is already a member.',
      });
    });
    renderInvite(invite);
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'anna@medstaff.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This person is already a member.');
    expect(invite).toHaveBeenCalledWith({
      kind: 'AGENCY_USER',
      targetId: 3,
      email: 'anna@medstaff.test',
      language: 'en',
    });
  });
});

describe('agency detail tabs', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('opens the tab named in the URL and writes the chosen tab into it, in both languages', async () => {
    storeSession('ADMIN');
    jest.spyOn(global, 'fetch').mockImplementation(async (input) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      if (url.pathname === '/api/admin/agencies/3') return jsonResponse(200, agency);
      if (url.pathname === '/api/admin/agencies/3/history') return jsonResponse(200, []);
      if (url.pathname === '/api/countries') return jsonResponse(200, { countries });
      return jsonResponse(200, {});
    });
    window.history.replaceState({}, '', '/de/admin/agencies/3?tab=history');
    render(<App />);

    expect(
      await screen.findByRole('tab', { name: 'Verlauf', selected: true }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Allgemeine Angaben' }));
    expect(window.location.search).toBe('');
    expect(screen.getByRole('tab', { name: 'Allgemeine Angaben', selected: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Verlauf' }));
    expect(window.location.search).toBe('?tab=history');
  }, 30_000);
});
