import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { dataProvider } from '../data/data-provider';
import { TestAdmin } from '../testing/admin-test-context';
import { jsonResponse, mockFetch, sentCall, storeSession } from '../testing/session-fixtures';
import { acceptPictures, type Organisation, type OrganisationPicture } from './organisation-fields';
import { OrganisationCreate } from './OrganisationCreate';
import { OrganisationEdit } from './OrganisationEdit';
import { OrganisationList } from './OrganisationList';
import { OrganisationPictureShow } from './OrganisationPictureShow';

const countries = [{ code: 'DE', name: { de: 'Deutschland', en: 'Germany' } }];

const picture: OrganisationPicture = {
  id: 21,
  organisationId: 7,
  url: '/api/files/pictures/a.png',
  description: 'Eingang',
  version: 2,
};

const organisation: Organisation = {
  id: 7,
  name: 'Klinikum Nord',
  address: 'Martinistraße 52',
  postcode: '20249',
  city: 'Hamburg',
  country: 'DE',
  url: 'https://klinikum-nord.example',
  logo: null,
  version: 3,
  createdAt: '2026-10-01T08:00:00.000Z',
  updatedAt: '2026-10-02T08:00:00.000Z',
  pictures: [picture, { ...picture, id: 22, description: '', url: '/api/files/pictures/b.png' }],
};

const png = (name: string) => new File(['png'], name, { type: 'image/png' });

describe('acceptPictures', () => {
  it('takes up to 10 jpeg, png or bmp pictures and says why it refuses the rest', () => {
    expect(acceptPictures(8, [png('a.png'), png('b.png')])).toEqual({ accepted: 2 });
    expect(acceptPictures(9, [png('a.png'), png('b.png')])).toEqual({
      accepted: 1,
      error: 'medstaff.organisations.too_many_pictures',
    });
    expect(acceptPictures(0, [{ type: 'image/gif', size: 1 }])).toEqual({
      accepted: 0,
      error: 'medstaff.organisations.picture_type',
    });
    expect(acceptPictures(0, [{ type: 'image/png', size: 5_000_001 }]).error).toBe(
      'medstaff.organisations.picture_size',
    );
  });
});

describe('organisation calls', () => {
  afterEach(() => jest.restoreAllMocks());

  it('adds an organisation with one multipart POST carrying the fields, the logo and every picture', async () => {
    storeSession();
    const fetchSpy = mockFetch(jsonResponse(201, { ...organisation, id: 9 }));
    // The test environment's FormData turns jsdom's files into text, so the appends are what is checked.
    const append = jest.spyOn(FormData.prototype, 'append');
    const logo = png('logo.png');
    const pictures = [png('a.png'), png('b.png')];
    await dataProvider.createOrganisation({ name: 'Klinikum Nord', country: 'DE' }, logo, pictures);

    const request = await sentCall(fetchSpy);
    expect(request.url).toBe('/api/admin/organisations');
    expect(request.method).toBe('POST');
    const body = request.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('name')).toBe('Klinikum Nord');
    expect(body.get('country')).toBe('DE');
    expect(append.mock.calls.filter(([name]) => name === 'logo' || name === 'pictures')).toEqual([
      ['logo', logo],
      ['pictures', pictures[0]],
      ['pictures', pictures[1]],
    ]);
  });

  it('adds one picture to an organisation as multipart', async () => {
    storeSession();
    const fetchSpy = mockFetch(jsonResponse(201, picture));
    const append = jest.spyOn(FormData.prototype, 'append');
    const file = png('neu.png');
    await dataProvider.addOrganisationPicture(7, file);
    const request = await sentCall(fetchSpy);
    expect(request.url).toBe('/api/admin/organisations/7/pictures');
    expect(request.method).toBe('POST');
    expect(append).toHaveBeenCalledWith('picture', file);
  });
});

describe('organisations list', () => {
  function renderList(deleteMany: jest.Mock) {
    const getList = jest.fn(async () => ({ data: [organisation], total: 1 }));
    render(
      <TestAdmin dataProvider={{ getList, deleteMany } as never}>
        <OrganisationList />
      </TestAdmin>,
    );
    return getList;
  }

  it("shows the spec's columns, Add to addNewOrganisation and View Details to organisation/{id}", async () => {
    const getList = renderList(jest.fn());
    expect(await screen.findByText('Klinikum Nord')).toBeInTheDocument();
    expect(screen.getByText('List of all Organisations')).toBeInTheDocument();
    for (const header of ['Organisation name', 'Address', 'Postcode', 'Country']) {
      expect(screen.getByRole('button', { name: header })).toBeInTheDocument();
    }
    expect(getList).toHaveBeenCalledWith(
      'organisations',
      expect.objectContaining({ pagination: { page: 1, perPage: 5 }, sort: { field: 'name', order: 'ASC' } }),
    );
    expect(screen.getByRole('link', { name: 'Add' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/addNewOrganisation$/),
    );
    expect(screen.getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/organisation\/7$/),
    );
  });

  it("asks 'this organisation:' and shows the server's reason when the delete is refused", async () => {
    const deleteMany = jest.fn(async () => {
      throw new HttpError('This organisation has shift requests, so it cannot be deleted.', 409, {
        statusCode: 409,
        code: 'HAS_DEPENDENTS',
        message: 'This organisation has shift requests, so it cannot be deleted.',
      });
    });
    renderList(deleteMany);
    await screen.findByText('Klinikum Nord');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select this row' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure want to delete this organisation:')).toBeInTheDocument();
    expect(within(dialog).getByText('Klinikum Nord')).toBeInTheDocument();
    expect(within(dialog).getByText(/also deletes its pictures, departments and user memberships/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() =>
      expect(deleteMany).toHaveBeenCalledWith('organisations', expect.objectContaining({ ids: [7] })),
    );
    expect(
      await screen.findByText('This organisation has shift requests, so it cannot be deleted.'),
    ).toBeInTheDocument();
  });
});

describe('add organisation form', () => {
  function renderCreate(createOrganisation: jest.Mock) {
    render(
      <TestAdmin dataProvider={{ createOrganisation, getCountries: async () => countries } as never}>
        <OrganisationCreate />
      </TestAdmin>,
    );
  }

  async function fillIn() {
    await userEvent.type(screen.getByRole('textbox', { name: /Organisation Name/ }), 'Klinikum Nord');
    await userEvent.type(screen.getByRole('textbox', { name: /Postcode/ }), '20249');
    await userEvent.type(screen.getByRole('textbox', { name: /Organisation address/ }), 'Martinistraße 52');
    await userEvent.type(screen.getByRole('textbox', { name: /City/ }), 'Hamburg');
    await userEvent.type(screen.getByRole('textbox', { name: /URL/ }), 'https://klinikum-nord.example');
    await userEvent.click(screen.getByRole('combobox', { name: /Country/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Germany' }));
  }

  it("sends nothing and says 'Incorrect url' and which fields are missing", async () => {
    const createOrganisation = jest.fn();
    renderCreate(createOrganisation);
    await userEvent.type(screen.getByRole('textbox', { name: /URL/ }), 'kein url');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Incorrect url')).toBeInTheDocument();
    expect(screen.getAllByText('Required').length).toBeGreaterThanOrEqual(3);
    expect(createOrganisation).not.toHaveBeenCalled();
  });

  it('says when the postcode does not fit the country (five digits in Germany), as the API does', async () => {
    const createOrganisation = jest.fn();
    renderCreate(createOrganisation);
    // No country chosen yet: the postcode is read as a German one.
    const postcode = screen.getByRole('textbox', { name: /Postcode/ });
    await userEvent.type(postcode, '2024');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const message = 'Postcode is not valid for the country (in Germany five digits).';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(createOrganisation).not.toHaveBeenCalled();

    await userEvent.type(postcode, '9');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  }, 30_000);

  it('sends the fields, the logo and every picture in one multipart call, minus a removed one, then clears', async () => {
    const createOrganisation = jest.fn(async () => ({ ...organisation, id: 9 }));
    renderCreate(createOrganisation);
    await fillIn();

    await userEvent.click(screen.getByRole('button', { name: 'Add logo' }));
    const logo = png('logo.png');
    await userEvent.upload(screen.getByLabelText('Choose file'), logo);
    await userEvent.click(screen.getByRole('button', { name: 'Use this file' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const pictures = [png('a.png'), png('b.png'), png('c.png')];
    await userEvent.upload(screen.getByLabelText('Add pictures'), pictures);
    expect(screen.getByText('3 / 10')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove b.png' }));
    expect(screen.getByText('2 / 10')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(createOrganisation).toHaveBeenCalledWith(
        {
          name: 'Klinikum Nord',
          postcode: '20249',
          address: 'Martinistraße 52',
          country: 'DE',
          city: 'Hamburg',
          url: 'https://klinikum-nord.example',
        },
        logo,
        [pictures[0], pictures[2]],
      ),
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Organisation Name/ })).toHaveValue(''));
    expect(screen.getByText('0 / 10')).toBeInTheDocument();
  }, 30_000);

  it('refuses an 11th picture in the form, and shows a refusal by the server under the pictures', async () => {
    const createOrganisation = jest.fn(async () => {
      throw new HttpError('Too many', 422, { statusCode: 422, code: 'LIMIT_REACHED', message: 'Too many' });
    });
    renderCreate(createOrganisation);
    await userEvent.upload(
      screen.getByLabelText('Add pictures'),
      Array.from({ length: 11 }, (_, index) => png(`p${index}.png`)),
    );
    expect(screen.getByText('10 / 10')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('An organisation can have at most 10 pictures.');

    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(createOrganisation).toHaveBeenCalled());
    expect((createOrganisation.mock.calls[0] as unknown[])[2]).toHaveLength(10);
    expect(await screen.findAllByText('An organisation can have at most 10 pictures.')).not.toHaveLength(0);
  }, 30_000);
});

describe('organisation detail', () => {
  function renderAt(path: string, dataProvider: Record<string, unknown>) {
    render(
      <MemoryRouter initialEntries={[path]}>
        <TestAdmin dataProvider={dataProvider as never}>
          <Routes>
            <Route path="/organisation/:id" element={<OrganisationEdit />} />
            <Route path="/viewOrganisationPicts/:orgId/:picId" element={<OrganisationPictureShow />} />
          </Routes>
        </TestAdmin>
      </MemoryRouter>,
    );
  }

  it('has the tabs General Info, Organisation users, Organisation departments and History, with the fields, the logo and the pictures as links', async () => {
    const getOne = jest.fn(async () => ({ data: organisation }));
    const getHistory = jest.fn(async () => [
      {
        id: 1,
        actorEmail: 'ada@example.com',
        action: 'create',
        field: null,
        oldValue: null,
        newValue: null,
        createdAt: '2026-11-20T10:00:00.000Z',
      },
    ]);
    renderAt('/organisation/7', {
      getOne,
      getHistory,
      getCountries: async () => countries,
      getQualifications: async () => [],
    });

    expect(await screen.findByRole('heading', { name: 'Organisation "Klinikum Nord"' })).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledWith('organisations', expect.objectContaining({ id: '7' }));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'General Info',
      'Organisation users',
      'Organisation departments',
      'History',
    ]);
    expect(screen.getByRole('link', { name: 'Organisations List' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Organisation name' })).toHaveValue('Klinikum Nord');
    expect(screen.getByRole('button', { name: 'Change' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Picture 1: Eingang' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/viewOrganisationPicts\/7\/21$/),
    );
    expect(screen.getByRole('link', { name: 'Picture 2: Empty' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
  });

  it('shows the leasing contracts’ texts the hospital keeps, or that one is not entered', async () => {
    const getOne = jest.fn(async () => ({
      data: { ...organisation, workingConditions: 'TVöD-K, 38,5 Stunden je Woche', cancellationTerms: null },
    }));
    renderAt('/organisation/7', { getOne, getCountries: async () => countries, getQualifications: async () => [] });

    const section = await screen.findByRole('region', { name: 'Leasing contracts' });
    expect(within(section).getByText('Essential working conditions of comparable staff (§12 AÜG)')).toBeInTheDocument();
    expect(within(section).getByText('TVöD-K, 38,5 Stunden je Woche')).toBeInTheDocument();
    expect(within(section).getByText('Cancellation terms')).toBeInTheDocument();
    expect(within(section).getByText('Not entered.')).toBeInTheDocument();
  });

  it('adds a picture from General Info', async () => {
    const getOne = jest.fn(async () => ({ data: organisation }));
    const addOrganisationPicture = jest.fn(async () => ({ ...picture, id: 23 }));
    renderAt('/organisation/7', { getOne, addOrganisationPicture, getCountries: async () => countries });
    await screen.findByRole('heading', { name: 'Organisation "Klinikum Nord"' });
    const file = png('neu.png');
    await userEvent.upload(screen.getByLabelText('Add picture'), file);
    await waitFor(() => expect(addOrganisationPicture).toHaveBeenCalledWith(7, file));
  });

  it("shows the picture screen: 'Empty' without description, Edit sends the change, Delete asks first", async () => {
    const getOne = jest.fn(async (resource: string) =>
      resource === 'organisations'
        ? { data: organisation }
        : { data: { ...picture, description: '' } as OrganisationPicture },
    );
    const update = jest.fn(async () => ({ data: { ...picture, description: 'Haupteingang', version: 3 } }));
    const deleteOne = jest.fn(async () => ({ data: picture }));
    renderAt('/viewOrganisationPicts/7/21', { getOne, update, delete: deleteOne });

    expect(await screen.findByRole('heading', { name: 'Organisation "Klinikum Nord" pictures' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Organisation Klinikum Nord' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/organisation\/7$/),
    );
    expect(screen.getByText('Empty')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Description' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Haupteingang');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'organisation-pictures',
        expect.objectContaining({
          id: 21,
          data: { version: 2, changes: [{ field: 'description', value: 'Haupteingang' }] },
        }),
      ),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure to delete?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleteOne).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(deleteOne).toHaveBeenCalledWith('organisation-pictures', expect.objectContaining({ id: 21 })),
    );
  });
});
