import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type AuthProvider } from 'react-admin';
import { TestAdmin } from '../testing/admin-test-context';
import { AccountActions } from './AccountActions';

const person = {
  id: 4,
  email: 'julia@medstaff.test',
  firstName: 'Julia',
  lastName: 'Kowalski',
  role: 'USER',
  status: 'ACTIVE',
  version: 2,
};

/** Signed in as the administrator with `id`. */
const signedInAs = (id: number): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id, fullName: 'Ada Admin' }),
});

function renderActions(
  record: Record<string, unknown>,
  providers: { changePersonStatus?: jest.Mock; changePersonRole?: jest.Mock } = {},
  language: 'en' | 'de' = 'en',
  adminId = 1,
) {
  const onChanged = jest.fn();
  render(
    <TestAdmin dataProvider={providers as never} language={language} authProvider={signedInAs(adminId)}>
      <AccountActions person={record as never} onChanged={onChanged} />
    </TestAdmin>,
  );
  return onChanged;
}

describe('account actions on a person', () => {
  it('disables with a required reason: nothing is sent without one, then the change on the version shown', async () => {
    const changePersonStatus = jest.fn(async () => ({ ...person, status: 'DISABLED', version: 3 }));
    const onChanged = renderActions(person, { changePersonStatus });
    expect(screen.getByText('Active')).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable the account of Julia Kowalski?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(
      await within(dialog).findByText('Please give a reason: it is recorded and sent to the person.'),
    ).toBeInTheDocument();
    expect(changePersonStatus).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '  Vertrag beendet ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(changePersonStatus).toHaveBeenCalledWith(4, { version: 2, status: 'DISABLED', reason: 'Vertrag beendet' });
    expect(
      await screen.findByText('The account of Julia Kowalski is disabled; they have been told by mail.'),
    ).toBeInTheDocument();
  });

  it('offers "Aktivieren" for a disabled account, in German', async () => {
    const changePersonStatus = jest.fn(async () => ({ ...person, status: 'ACTIVE', version: 4 }));
    const onChanged = renderActions({ ...person, status: 'DISABLED', version: 3 }, { changePersonStatus }, 'de');
    expect(screen.getByText('Deaktiviert')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deaktivieren' })).not.toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Aktivieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Konto von Julia Kowalski aktivieren?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Begründung' }), 'Klärung erfolgt');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aktivieren' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(changePersonStatus).toHaveBeenCalledWith(4, { version: 3, status: 'ACTIVE', reason: 'Klärung erfolgt' });
  });

  it('changes the role to the one chosen, and keeps a refusal in the dialog in the server’s words', async () => {
    const changePersonRole = jest
      .fn()
      .mockRejectedValueOnce(
        new HttpError('Conflict', 409, {
          code: 'ROLE_MEMBERSHIP_CONFLICT',
          message: [
            'The role AGENCY does not fit 1 membership(s) of this person. Remove them first:',
            'Care Plus (agency-customers 9)',
          ],
        }),
      )
      .mockResolvedValueOnce({ ...person, role: 'AGENCY', version: 3 });
    const onChanged = renderActions(person, { changePersonRole });

    await userEvent.click(await screen.findByRole('button', { name: 'Change role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the role of Julia Kowalski' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'New role' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Administrator', 'Organisation admin', 'Department admin', 'Agency admin']);
    await userEvent.click(screen.getByRole('option', { name: 'Agency admin' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Wechselt zur Agentur');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The role AGENCY does not fit 1 membership(s) of this person. Remove them first: Care Plus (agency-customers 9)',
    );
    expect(onChanged).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(changePersonRole).toHaveBeenLastCalledWith(4, {
      version: 2,
      role: 'AGENCY',
      reason: 'Wechselt zur Agentur',
    });
    expect(
      await screen.findByText('Julia Kowalski is now Agency admin; they have been told by mail.'),
    ).toBeInTheDocument();
  });

  it('offers nothing on the administrator’s own account', async () => {
    const changePersonStatus = jest.fn();
    renderActions({ ...person, role: 'ADMIN' }, { changePersonStatus }, 'en', 4);
    expect(await screen.findByText('You cannot disable your own account or change your own role.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Disable' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Change role' })).toBeDisabled();
  });
});
