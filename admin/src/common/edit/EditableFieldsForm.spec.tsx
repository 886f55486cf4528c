import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, TestMemoryRouter } from 'react-admin';
import type { NavigateFunction } from 'react-router-dom';
import { AGENCY_FIELDS, MEMBER_FIELDS } from '../../agencies/agency-fields';
import { TestAdmin } from '../../testing/admin-test-context';
import { EditableFieldsForm } from './EditableFieldsForm';

/** An invited agency user: email only, no name and no contact number yet. */
const invited = { id: 11, email: 'neu@medstaff.test', firstName: '', lastName: '', contact: null, version: 1 };

function renderForm(update: jest.Mock, record: Record<string, unknown> = invited) {
  const onReload = jest.fn();
  render(
    <TestAdmin dataProvider={{ update } as never}>
      <EditableFieldsForm resource="agency-users" record={record as never} fields={MEMBER_FIELDS} onReload={onReload} />
    </TestAdmin>,
  );
  return onReload;
}

const conflict = (code: string, message: string) =>
  new HttpError(message, 409, { statusCode: 409, code, message, error: 'Conflict' });

describe('EditableFieldsForm', () => {
  it('saves a first name for an invited user without a contact number: untouched empty fields are not checked', async () => {
    const update = jest.fn(async () => ({ data: { ...invited, firstName: 'Ina', version: 2 } }));
    renderForm(update);
    await userEvent.click(screen.getByRole('button', { name: 'Edit First name' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Ina');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'agency-users',
        expect.objectContaining({ data: { version: 1, changes: [{ field: 'firstName', value: 'Ina' }] } }),
      ),
    );
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
  });

  it('still checks the field being edited, and offers Cancel on every field opened for editing', async () => {
    const update = jest.fn();
    renderForm(update);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Contact' }));
    // Opened but unchanged (and empty): Cancel is there all the same.
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Contact' }));
    expect(screen.queryByRole('button', { name: 'Cancel Contact' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Contact' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Contact' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it("takes 'Incorrect url' away as soon as the URL is corrected", async () => {
    const update = jest.fn();
    const agency = { id: 3, name: 'Pflege Plus', url: 'https://pflege.example', version: 1 };
    render(
      <TestAdmin dataProvider={{ update } as never}>
        <EditableFieldsForm resource="agencies" record={agency as never} fields={AGENCY_FIELDS} onReload={jest.fn()} />
      </TestAdmin>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit URL' }));
    const url = screen.getByRole('textbox', { name: 'URL' });
    await userEvent.clear(url);
    await userEvent.type(url, 'kein url');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Incorrect url')).toBeInTheDocument();

    await userEvent.clear(url);
    await userEvent.type(url, 'https://pflege-plus.example');
    expect(screen.queryByText('Incorrect url')).not.toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it('shows a taken email on the Email field (EMAIL_TAKEN), not as a stale record', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const update = jest.fn(async () => {
      throw conflict('EMAIL_TAKEN', 'This email address belongs to another person.');
    });
    renderForm(update);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Email' }));
    const emailInput = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(emailInput);
    await userEvent.type(emailInput, 'vergeben@medstaff.test');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('This email address belongs to another person.')).toBeInTheDocument();
    expect(emailInput).toHaveAccessibleDescription('This email address belongs to another person.');
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });

  it('says someone else changed the record only for STALE_VERSION', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const update = jest.fn(async () => {
      throw conflict('STALE_VERSION', 'Someone else changed this record in the meantime.');
    });
    renderForm(update);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Last name' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Neu');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    const alert = await screen.findByText(/Someone else changed this record in the meantime/);
    expect(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Reload' }),
    ).toBeVisible();
  });

  it('asks before navigating away with unsaved changes, and stays when the answer is no', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    let navigate: NavigateFunction | undefined;
    let pathname = '';
    render(
      <TestMemoryRouter
        initialEntries={['/agencies/3/11']}
        navigateCallback={(callback) => (navigate = callback)}
        locationCallback={(location) => (pathname = location.pathname)}
      >
        <TestAdmin dataProvider={{ update: jest.fn() } as never}>
          <EditableFieldsForm
            resource="agency-users"
            record={invited as never}
            fields={MEMBER_FIELDS}
            onReload={jest.fn()}
          />
        </TestAdmin>
      </TestMemoryRouter>,
    );
    // Unchanged: leaving is free.
    await waitFor(() => expect(navigate).toBeDefined());
    await userEvent.click(screen.getByRole('button', { name: 'Edit First name' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Ina');
    navigate?.('/agencies');
    await waitFor(() => expect(confirm).toHaveBeenCalled());
    expect(pathname).toBe('/agencies/3/11');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ina');

    confirm.mockReturnValue(true);
    navigate?.('/agencies');
    await waitFor(() => expect(pathname).toBe('/agencies'));
    confirm.mockRestore();
  });
});
