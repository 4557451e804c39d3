import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, type MockRoute, validationFailed } from '@enlace/shared/testing';
import { renderIntranet, signInAs } from '../../../../testing/render-intranet';
import { collectionOf, optionRoutes, storedActivity, storedIntervention } from './activity-fixtures';

const activityRoute: MockRoute = { method: 'GET', path: 'activities/5', body: storedActivity() };
const interventionsRoute = (member = [storedIntervention()]): MockRoute => ({
  method: 'GET',
  path: 'interventions',
  body: collectionOf('interventions', member),
});

const inDialog = (dialog: HTMLElement, label: RegExp) =>
  within(dialog).getByLabelText(label, { selector: 'input, select, textarea' }) as HTMLInputElement;
const fillIn = async (dialog: HTMLElement, label: RegExp, value: string) => {
  await act(async () => {
    fireEvent.change(inDialog(dialog, label), { target: { value } });
  });
};

async function openSeries() {
  renderIntranet('/intranet/activity/5');
  await screen.findByRole('heading', { name: 'Taller de alfabetización digital', level: 1 });
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Añadir serie de sesiones' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nueva serie de sesiones' });
  await waitFor(() => expect(inDialog(dialog, /^Lugar/)).toBeEnabled());
  return { user, dialog };
}

beforeEach(() => signInAs('employee'));

describe('SessionSeriesDialog', () => {
  it('checks the dates first, shows why a date cannot be, and saves the ticked ones', async () => {
    const preview = {
      '@type': 'InterventionSeriesPreview',
      available: null,
      days: [
        { date: '2027-03-01', violations: [] },
        { date: '2027-03-08', violations: [] },
        {
          date: '2027-03-15',
          violations: [{ propertyPath: 'place', message: 'schedule-conflict-with-another-intervention' }],
        },
        { date: '2027-03-22', violations: [] },
      ],
    };
    const calls = mockApi([
      activityRoute,
      interventionsRoute([]),
      ...optionRoutes,
      { method: 'POST', path: 'intervention_series/preview', body: preview },
      {
        method: 'POST',
        path: 'intervention_series',
        status: 201,
        body: { '@id': '/api/intervention_series/3', id: 3, member: [] },
      },
    ]);
    const { user, dialog } = await openSeries();
    expect(inDialog(dialog, /^Primer día/)).toHaveValue('2027-03-01');
    await fillIn(dialog, /^Hora de inicio/, '10:00');
    await fillIn(dialog, /^Hora de fin/, '12:00');
    await fillIn(dialog, /^Lugar/, '/api/places/2');
    await fillIn(dialog, /^Termina/, 'after-count');
    await fillIn(dialog, /^Número de sesiones/, '4');
    await user.click(within(dialog).getByRole('button', { name: 'Comprobar fechas' }));

    const days = await within(dialog).findAllByTestId('series-day');
    expect(days).toHaveLength(4);
    expect(days[2]).toHaveTextContent('El horario coincide con el de otra intervención');
    expect(within(days[2]).getByRole('checkbox')).toBeDisabled();
    expect(within(days[2]).getByRole('checkbox')).not.toBeChecked();
    expect(calls.some((call) => call.method === 'POST' && call.path === 'intervention_series')).toBe(false);
    expect(calls.find((call) => call.path === 'intervention_series/preview')?.body).toMatchObject({
      activity: '/api/activities/5',
      repeat: 'weekly',
      dateStart: '2027-03-01',
      ends: 'after-count',
      occurrences: 4,
      scheduleStart: '10:00',
      place: '/api/places/2',
    });

    await user.click(within(days[1]).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Crear 2 sesiones' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const saved = calls.find((call) => call.method === 'POST' && call.path === 'intervention_series');
    expect(saved?.body).toMatchObject({ dateStart: '2027-03-01', skip: ['2027-03-08', '2027-03-15'] });
  });

  it('asks for the weekdays before checking anything', async () => {
    const calls = mockApi([activityRoute, interventionsRoute([]), ...optionRoutes]);
    const { user, dialog } = await openSeries();
    await fillIn(dialog, /^Hora de inicio/, '10:00');
    await fillIn(dialog, /^Hora de fin/, '12:00');
    await fillIn(dialog, /^Lugar/, '/api/places/2');
    await fillIn(dialog, /^Se repite/, 'weekdays');
    await user.click(within(dialog).getByRole('button', { name: 'Comprobar fechas' }));
    expect(await within(dialog).findByText('Elige al menos un día de la semana')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});

describe('a session of a series', () => {
  const inSeries = storedIntervention({ series: '/api/intervention_series/3' });

  it('changes this and the following sessions, and lists the later ones refused', async () => {
    let refused = true;
    const calls = mockApi([
      activityRoute,
      interventionsRoute([inSeries]),
      ...optionRoutes,
      { method: 'GET', path: 'interventions/11', body: inSeries, headers: { etag: '"5-a"' } },
      {
        method: 'PATCH',
        path: 'interventions/11/following',
        answer: () => {
          if (!refused) return { body: { member: [inSeries] } };
          refused = false;
          return validationFailed([
            {
              propertyPath: 'sessions[2].place',
              message: 'schedule-conflict-with-another-intervention',
              params: { date: '2027-03-15' },
            },
          ]);
        },
      },
    ]);
    renderIntranet('/intranet/activity/5');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: /^Editar la intervención/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar intervención' });
    await user.click(within(dialog).getByRole('radio', { name: 'Esta y las siguientes de la serie' }));
    await fillIn(dialog, /^Hora de inicio/, '16:00');
    await fillIn(dialog, /^Hora de fin/, '18:00');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(/No se ha guardado ningún cambio/)).toBeInTheDocument();
    expect(within(dialog).getByText(/El horario coincide con el de otra intervención/)).toHaveTextContent(
      /15/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const patches = calls.filter((call) => call.method === 'PATCH');
    expect(patches).toHaveLength(2);
    expect(patches[1].path).toBe('interventions/11/following');
    expect(patches[1].body).toMatchObject({ scheduleStart: '16:00', scheduleEnd: '18:00' });
  });

  it('deletes this and the following sessions when chosen', async () => {
    const calls = mockApi([
      activityRoute,
      interventionsRoute([inSeries]),
      ...optionRoutes,
      { method: 'DELETE', path: 'interventions/11/following', status: 204 },
    ]);
    renderIntranet('/intranet/activity/5');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: /^Eliminar la intervención/ }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Esta y las siguientes de la serie' }));
    expect(dialog).toHaveTextContent('Se eliminarán esta sesión y las siguientes de la serie');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('interventions/11/following');
  });
});
