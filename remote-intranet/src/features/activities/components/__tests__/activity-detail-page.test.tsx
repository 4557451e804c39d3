import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, fireEvent } from '@testing-library/react';
import { control } from '../../../../testing/form-controls';
import { mockApi, type MockRoute, validationFailed } from '@enlace/shared/testing';
import { renderIntranet, signInAs } from '../../../../testing/render-intranet';
import { collectionOf, optionRoutes, refusal, storedActivity, storedIntervention } from './activity-fixtures';

const activityRoute = (overrides = {}): MockRoute => ({
  method: 'GET',
  path: 'activities/5',
  body: storedActivity(overrides),
});
const interventionsRoute = (member = [storedIntervention()]): MockRoute => ({
  method: 'GET',
  path: 'interventions',
  body: collectionOf('interventions', member),
});

/** A control of the dialog by its label (the page behind has fields with similar labels). */
const inDialog = (dialog: HTMLElement, label: RegExp) =>
  within(dialog).getByLabelText(label, { selector: 'input, select, textarea' }) as HTMLInputElement;
const fillIn = async (dialog: HTMLElement, label: RegExp, value: string) => {
  await act(async () => {
    fireEvent.change(inDialog(dialog, label), { target: { value } });
  });
};

async function openActivity() {
  renderIntranet('/intranet/activity/5');
  await screen.findByRole('heading', { name: 'Taller de alfabetización digital', level: 1 });
  return userEvent.setup({ delay: null });
}

beforeEach(() => signInAs('employee'));

describe('ActivityDetailPage', () => {
  it('offers only the moves the lifecycle allows, and publishes after a confirmation', async () => {
    const calls = mockApi([
      activityRoute(),
      interventionsRoute(),
      ...optionRoutes,
      {
        method: 'PATCH',
        path: 'activities/5',
        body: storedActivity({
          status: 'active',
          allowedTransitions: ['draft', 'ready', 'in_progress', 'cancelled'],
        }),
      },
    ]);
    const user = await openActivity();
    const summary = screen.getByTestId('activity-summary');
    expect(within(summary).getByText('Borrador')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publicar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar la actividad' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finalizar' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Duplicar' })).toHaveAttribute(
      'href',
      '/intranet/activity/duplicate/5',
    );

    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: '¿Pasar «Taller de alfabetización digital» a «Publicada»?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Publicar' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('activity-summary')).getByText('Publicada')).toBeInTheDocument(),
    );
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'active' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Marcar como lista' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publicar' })).not.toBeInTheDocument();
  });

  it('lists the interventions with day, time, place and counts, each linking to its page', async () => {
    mockApi([activityRoute(), interventionsRoute(), ...optionRoutes]);
    await openActivity();
    const row = await screen.findByTestId('intervention-row');
    expect(within(row).getByRole('link', { name: '1 mar 2027' })).toHaveAttribute(
      'href',
      '/intranet/intervention/11',
    );
    expect(row).toHaveTextContent('10:00–12:00');
    expect(row).toHaveTextContent('Aula de informática Carretería');
    expect(row).toHaveTextContent('Voluntariado 2/3 · Técnicos 0/1 · Beneficiarios 4/10');
    expect(row).toHaveTextContent('1 pendiente de autorización');
    expect(row).toHaveTextContent('Abierta');
  });

  it('adds an intervention in a dialog and shows the API’s refusal at the place', async () => {
    const calls = mockApi([
      activityRoute(),
      interventionsRoute([]),
      ...optionRoutes,
      {
        method: 'POST',
        path: 'interventions',
        ...validationFailed([
          { propertyPath: 'place', message: 'schedule-conflict-with-another-intervention' },
        ]),
      },
    ]);
    const user = await openActivity();
    expect(await screen.findByText('Todavía no hay intervenciones')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Añadir intervención' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva intervención' });
    expect(inDialog(dialog, /^Fecha(?! de)/)).toHaveValue('2027-03-01');
    await waitFor(() => expect(inDialog(dialog, /^Lugar/)).toBeEnabled());
    await fillIn(dialog, /^Hora de inicio/, '10:00');
    await fillIn(dialog, /^Hora de fin/, '12:00');
    await fillIn(dialog, /^Lugar/, '/api/places/2');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(inDialog(dialog, /^Lugar/)).toHaveAccessibleDescription(
        'El horario coincide con el de otra intervención',
      ),
    );
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({
      activity: '/api/activities/5',
      date: '2027-03-01',
      scheduleStart: '10:00',
      scheduleEnd: '12:00',
      format: 'onsite',
      place: '/api/places/2',
      maxVolunteers: 1,
      maxBeneficiaries: 1,
    });
  });

  it('edits an intervention as it is now and, when a colleague saved first, offers their version', async () => {
    let colleagueSaved = false;
    const calls = mockApi([
      activityRoute(),
      interventionsRoute(),
      ...optionRoutes,
      {
        method: 'GET',
        path: 'interventions/11',
        answer: () =>
          colleagueSaved
            ? { body: storedIntervention({ observations: 'Traed el portátil.' }), headers: { etag: '"7-b"' } }
            : { body: storedIntervention(), headers: { etag: '"5-a"' } },
      },
      {
        method: 'PATCH',
        path: 'interventions/11',
        answer: () => {
          colleagueSaved = true;
          return refusal(412, 'resource-changed');
        },
      },
    ]);
    const user = await openActivity();
    await user.click(await screen.findByRole('button', { name: 'Editar la intervención del 1 mar 2027' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar intervención' });
    await fillIn(dialog, /^Observaciones/, 'Mi nota');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Otra persona ha cambiado este registro mientras lo editabas');
    expect(calls.find((call) => call.method === 'PATCH')?.ifMatch).toBe('"5-a"');
    await user.click(within(alert).getByRole('button', { name: 'Recargar' }));
    await waitFor(() => expect(inDialog(dialog, /^Observaciones/)).toHaveValue('Traed el portátil.'));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows at the field that a maximum cannot fall below the people signed up', async () => {
    mockApi([
      activityRoute(),
      interventionsRoute(),
      ...optionRoutes,
      { method: 'GET', path: 'interventions/11', body: storedIntervention(), headers: { etag: '"5-a"' } },
      {
        method: 'PATCH',
        path: 'interventions/11',
        ...validationFailed([
          { propertyPath: 'maxVolunteers', message: 'max-below-signed-up', params: { count: 2 } },
        ]),
      },
    ]);
    const user = await openActivity();
    await user.click(await screen.findByRole('button', { name: 'Editar la intervención del 1 mar 2027' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar intervención' });
    await fillIn(dialog, /^Máximo de voluntarios/, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(inDialog(dialog, /^Máximo de voluntarios/)).toHaveAccessibleDescription(
        'Ya hay 2 personas apuntadas: el máximo no puede ser menor que 2',
      ),
    );
  });

  it('warns under the maximums as they are typed when the room is too small, saves, and says so after saving', async () => {
    const crowded = storedIntervention({
      maxVolunteers: 2,
      maxEmployees: 1,
      maxBeneficiaries: 40,
      capacityWarning: { capacity: 16, expected: 43 },
    });
    let saved = false;
    const calls = mockApi([
      activityRoute(),
      {
        method: 'GET',
        path: 'interventions',
        answer: () => ({ body: collectionOf('interventions', saved ? [crowded] : []) }),
      },
      ...optionRoutes,
      {
        method: 'POST',
        path: 'interventions',
        answer: () => {
          saved = true;
          return { status: 201, body: crowded };
        },
      },
    ]);
    const user = await openActivity();
    await user.click(await screen.findByRole('button', { name: 'Añadir intervención' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva intervención' });
    await waitFor(() => expect(inDialog(dialog, /^Lugar/)).toBeEnabled());
    await fillIn(dialog, /^Hora de inicio/, '10:00');
    await fillIn(dialog, /^Hora de fin/, '12:00');
    await fillIn(dialog, /^Lugar/, '/api/places/2');
    await fillIn(dialog, /^Máximo de voluntarios/, '2');
    await fillIn(dialog, /^Máximo de técnicos/, '1');
    expect(within(dialog).queryByTestId('capacity-notice')).not.toBeInTheDocument();
    await fillIn(dialog, /^Máximo de beneficiarios/, '40');
    expect(within(dialog).getByTestId('capacity-notice')).toHaveTextContent(
      'La sala tiene capacidad para 16 personas y esta sesión prevé hasta 43.',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText(
        'Guardada, pero la sala tiene capacidad para 16 personas y esta sesión prevé hasta 43.',
      ),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      maxVolunteers: 2,
      maxEmployees: 1,
      maxBeneficiaries: 40,
    });
    const row = await screen.findByTestId('intervention-row');
    expect(row).toHaveTextContent('Prevé 43 personas; aforo 16');
  });

  it('refuses before sending when the room does not allow more people than it holds', async () => {
    const calls = mockApi([activityRoute(), interventionsRoute([]), ...optionRoutes]);
    const user = await openActivity();
    await user.click(await screen.findByRole('button', { name: 'Añadir intervención' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva intervención' });
    await waitFor(() => expect(inDialog(dialog, /^Lugar/)).toBeEnabled());
    await fillIn(dialog, /^Hora de inicio/, '10:00');
    await fillIn(dialog, /^Hora de fin/, '12:00');
    await fillIn(dialog, /^Lugar/, '/api/places/4');
    await fillIn(dialog, /^Máximo de beneficiarios/, '6');
    const message =
      'La sala tiene capacidad para 4 personas y esta sesión prevé hasta 7: baja los máximos o elige otro lugar';
    expect(within(dialog).getByTestId('capacity-notice')).toHaveTextContent(message);

    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(inDialog(dialog, /^Máximo de beneficiarios/)).toHaveAccessibleDescription(message),
    );
    expect(inDialog(dialog, /^Máximo de voluntarios/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    // Online, the session has no room to fit in.
    await fillIn(dialog, /^Formato/, 'online');
    await fillIn(dialog, /^Lugar/, '');
    expect(within(dialog).queryByTestId('capacity-notice')).not.toBeInTheDocument();
  });

  it('checks the times with the shared rules before sending', async () => {
    const calls = mockApi([activityRoute(), interventionsRoute([]), ...optionRoutes]);
    const user = await openActivity();
    await user.click(await screen.findByRole('button', { name: 'Añadir intervención' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva intervención' });
    await fillIn(dialog, /^Hora de inicio/, '12:00');
    await fillIn(dialog, /^Hora de fin/, '11:00');
    await fillIn(dialog, /^Máximo de voluntarios/, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(inDialog(dialog, /^Hora de fin/)).toHaveAccessibleDescription(
        'La hora de fin debe ser posterior a la de inicio',
      ),
    );
    expect(inDialog(dialog, /^Máximo de voluntarios/)).toHaveAccessibleDescription(
      'El máximo de voluntarios y el de técnicos no pueden ser ambos 0',
    );
    expect(inDialog(dialog, /^Lugar/)).toHaveAccessibleDescription('Este campo no puede estar vacío');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('deletes an intervention after a confirmation', async () => {
    const calls = mockApi([
      activityRoute(),
      interventionsRoute(),
      ...optionRoutes,
      { method: 'DELETE', path: 'interventions/11', status: 204 },
    ]);
    const user = await openActivity();
    await user.click(await screen.findByRole('button', { name: 'Eliminar la intervención del 1 mar 2027' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: '¿Eliminar la intervención del 1 mar 2027?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Intervención eliminada')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === 'interventions/11')).toBe(true);
  });

  it('shows a finished activity read-only, without moves nor intervention controls', async () => {
    mockApi([
      activityRoute({ status: 'finished', allowedTransitions: [] }),
      interventionsRoute([storedIntervention({ completed: true })]),
      ...optionRoutes,
    ]);
    await openActivity();
    expect(
      screen.getByText('La actividad está finalizada o cancelada: ya no se puede modificar.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(control(/^Nombre de la actividad/)).toBeDisabled();
    const row = await screen.findByTestId('intervention-row');
    expect(row).toHaveTextContent('Completada');
    expect(screen.queryByRole('button', { name: 'Añadir intervención' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });
});
