import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GEOGRAPHY, mockApi, type RecordedCall } from '@enlace/shared/testing';
import { renderIntranet, signInAs } from '../../../../testing/render-intranet';
import { staffCollection, storedStaffMember } from './staff-fixtures';

const coordinator = storedStaffMember({ id: 30, name: 'Marta' }, 'coordinator');
const other = storedStaffMember({ id: 31, name: 'Pablo', surname: 'Entrante' }, 'coordinator');

/** The coordinator's deletion is refused while they have activities, and accepted after the transfer. */
function mockCoordinatorApi() {
  let transferred = false;
  return mockApi([
    ...GEOGRAPHY,
    { method: 'GET', path: 'coordinators/30', body: coordinator },
    { method: 'GET', path: 'coordinators', body: staffCollection('coordinators', [coordinator, other]) },
    {
      method: 'POST',
      path: 'coordinators/30/transfer',
      answer: () => {
        transferred = true;
        return { body: { success: true, message: 'coordinator-activities-transferred', transferred: 2 } };
      },
    },
    {
      method: 'DELETE',
      path: 'coordinators/30',
      answer: () =>
        transferred
          ? { status: 204 }
          : {
              status: 409,
              body: { status: 409, error: 'coordinator-has-assigned-activities', description: 'No' },
            },
    },
  ]);
}

async function askToDelete() {
  renderIntranet('/intranet/coordinator/30');
  await screen.findByRole('heading', { name: 'Marta Ruiz Gómez', level: 1 });
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'Eliminar' }));
  const dialog = await screen.findByRole('alertdialog');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Motivo/ }), 'admin_action');
  await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
  return user;
}

const deletions = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'DELETE');

describe('deleting a coordinator who has activities', () => {
  beforeEach(() => signInAs('employee', 'employee-admin'));

  it('offers another coordinator, transfers the activities, then deletes with the same reason', async () => {
    const calls = mockCoordinatorApi();
    const user = await askToDelete();
    const dialog = await screen.findByRole('alertdialog', { name: 'Marta Ruiz Gómez coordina actividades' });
    // The refusal is the normal way to this step, which explains itself: no error toast.
    expect(screen.queryByText(/transfiérelas antes de eliminarlo/)).not.toBeInTheDocument();
    const receiver = within(dialog).getByRole('combobox', { name: /^Nuevo coordinador/ });
    await waitFor(() => expect(within(receiver).getAllByRole('option')).toHaveLength(2));
    // The coordinator being deleted is not offered.
    expect(within(receiver).queryByRole('option', { name: 'Marta Ruiz Gómez' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Transferir y eliminar' }));
    expect(within(dialog).getByText('Selecciona un coordinador')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.selectOptions(receiver, '/api/coordinators/31');
    await user.click(within(dialog).getByRole('button', { name: 'Transferir y eliminar' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/intranet\/coordinator$/),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      coordinator: '/api/coordinators/31',
    });
    expect(deletions(calls).map((call) => call.body)).toEqual([
      { reason: 'admin_action' },
      { reason: 'admin_action' },
    ]);
  });

  it('keeps the coordinator when the transfer is cancelled', async () => {
    const calls = mockCoordinatorApi();
    const user = await askToDelete();
    const dialog = await screen.findByRole('alertdialog', { name: 'Marta Ruiz Gómez coordina actividades' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(deletions(calls)).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/intranet\/coordinator\/30$/);
  });
});
