import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { control, fill } from '../../../../testing/form-controls';
import { GEOGRAPHY, mockApi } from '@enlace/shared/testing';
import { renderIntranet, signInAs } from '../../../../testing/render-intranet';
import { storedPlace } from './place-fixtures';

async function openPlace() {
  renderIntranet('/intranet/place/12');
  return screen.findByRole('heading', { name: 'Aula de informática Carretería', level: 1 });
}

describe('PlaceDetailPage', () => {
  it('shows the stored schedule by day and saves an edited one whole', async () => {
    signInAs('employee');
    const saved = storedPlace({
      schedules: [
        { weekday: 'monday', start: '09:00', end: '14:00' },
        { weekday: 'friday', start: '10:00', end: '14:00' },
      ],
    });
    const calls = mockApi([
      ...GEOGRAPHY,
      { method: 'GET', path: 'places/12', body: storedPlace() },
      { method: 'PATCH', path: 'places/12', body: saved },
    ]);
    await openPlace();
    expect(control(/^Lunes, tramo 2: desde/)).toHaveValue('16:00');
    expect(control(/^Viernes, tramo 1: hasta/)).toHaveValue('14:00');
    const tuesday = screen.getByRole('listitem', { name: 'Martes' });
    expect(within(tuesday).getByText('No disponible')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Tiene proyector' })).toBeChecked();
    // Delete is an administrator's.
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Quitar el tramo 2 del Lunes' }));
    await fill(/^Viernes, tramo 1: desde/, '10:00');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Lugar actualizado')).toBeInTheDocument();
    const body = calls.find((call) => call.method === 'PATCH')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      capacity: 16,
      schedules: [
        { weekday: 'monday', start: '09:00', end: '14:00' },
        { weekday: 'friday', start: '10:00', end: '14:00' },
      ],
    });
  });

  it('shows what a session above the capacity does, and saves a change of it with the ETag read', async () => {
    signInAs('employee');
    const calls = mockApi([
      ...GEOGRAPHY,
      { method: 'GET', path: 'places/12', body: storedPlace(), headers: { etag: '"3-aula"' } },
      { method: 'PATCH', path: 'places/12', body: storedPlace({ capacityPolicy: 'refuse' }) },
    ]);
    await openPlace();
    const policy = control(/^Si una sesión supera el aforo/);
    expect(policy).toHaveValue('warn');
    expect(within(policy).getByRole('option', { name: 'Avisar y guardarla igualmente' })).toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    await user.selectOptions(policy, 'refuse');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Lugar actualizado')).toBeInTheDocument();
    const saved = calls.find((call) => call.method === 'PATCH');
    expect(saved?.body).toMatchObject({ capacity: 16, capacityPolicy: 'refuse' });
    expect(saved?.ifMatch).toBe('"3-aula"');
  });

  it('lets an administrator delete the place after confirming, then goes back to the list', async () => {
    signInAs('employee', 'employee-admin');
    const calls = mockApi([
      ...GEOGRAPHY,
      { method: 'GET', path: 'places/12', body: storedPlace() },
      { method: 'DELETE', path: 'places/12', status: 204 },
      { method: 'GET', path: 'places', body: { '@id': '/api/places', totalItems: 0, member: [] } },
    ]);
    await openPlace();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: '¿Eliminar Aula de informática Carretería?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/intranet\/place$/));
    expect(calls.some((call) => call.method === 'DELETE' && call.path === 'places/12')).toBe(true);
    expect(await screen.findByText('Lugar eliminado')).toBeInTheDocument();
  });

  it('answers the area’s 404 for a place it cannot see', async () => {
    signInAs('employee');
    mockApi(GEOGRAPHY);
    renderIntranet('/intranet/place/99');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });
});
