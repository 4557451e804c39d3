import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { choose, control, fill } from '../../../../testing/form-controls';
import { mockApi } from '@enlace/shared/testing';
import { renderIntranet, signInAs } from '../../../../testing/render-intranet';
import { optionRoutes, refusal, storedActivity } from './activity-fixtures';

const submit = () => screen.getByRole('button', { name: 'Crear la actividad' });

async function openCreate() {
  renderIntranet('/intranet/activity/create');
  await screen.findByRole('heading', { name: 'Nueva actividad', level: 1 });
  await screen.findByRole('checkbox', { name: 'Asociación Mar de Letras' });
  await waitFor(() => expect(control(/^Coordinador/)).toBeEnabled());
  return userEvent.setup({ delay: null });
}

beforeEach(() => signInAs('employee'));

describe('ActivityCreatePage (the activity form)', () => {
  it('asks for the coordinator and a partner with their own messages and sends nothing', async () => {
    const calls = mockApi(optionRoutes);
    const user = await openCreate();
    await fill(/^Nombre de la actividad/, 'Taller');
    await fill(/^Fecha de inicio/, '2027-03-10');
    await fill(/^Fecha de fin/, '2027-03-01');
    await user.click(submit());
    await waitFor(() =>
      expect(control(/^Coordinador/)).toHaveAccessibleDescription('Selecciona un coordinador'),
    );
    expect(screen.getByText('Selecciona al menos una entidad colaboradora')).toBeInTheDocument();
    expect(control(/^Fecha de fin/)).toHaveAccessibleDescription(
      'La fecha de fin no puede ser anterior a la de inicio',
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('creates the draft with IRIs and opens its page', async () => {
    const created = storedActivity({ id: 9, '@id': '/api/activities/9' });
    const calls = mockApi([
      ...optionRoutes,
      { method: 'POST', path: 'activities', status: 201, body: created },
      { method: 'GET', path: 'activities/9', body: created },
      { method: 'GET', path: 'interventions', body: { totalItems: 0, member: [] } },
    ]);
    const user = await openCreate();
    await fill(/^Nombre de la actividad/, 'Taller de alfabetización digital');
    await choose(/^Tipo/, 'educational');
    await choose(/^Modalidad/, 'onsite');
    await choose(/^Proyecto/, '/api/projects/7');
    await choose(/^Coordinador/, '/api/coordinators/3');
    await user.click(screen.getByRole('checkbox', { name: 'Asociación Mar de Letras' }));
    await fill(/^Fecha de inicio/, '2027-03-01');
    await fill(/^Fecha de fin/, '2027-03-31');
    await user.click(submit());

    expect(
      await screen.findByRole('heading', { name: 'Taller de alfabetización digital', level: 1 }),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Taller de alfabetización digital',
      description: null,
      type: 'educational',
      mode: 'onsite',
      project: '/api/projects/7',
      coordinator: '/api/coordinators/3',
      partners: ['/api/partners/1'],
      dateStart: '2027-03-01',
      dateEnd: '2027-03-31',
    });
  });

  it('explains the plan’s cap on open activities', async () => {
    mockApi([
      ...optionRoutes,
      { method: 'POST', path: 'activities', ...refusal(409, 'activity-exceeds-limit') },
    ]);
    const user = await openCreate();
    await fill(/^Nombre de la actividad/, 'Otra');
    await choose(/^Tipo/, 'social');
    await choose(/^Modalidad/, 'online');
    await choose(/^Coordinador/, '/api/coordinators/3');
    await user.click(screen.getByRole('checkbox', { name: 'Cooperativa Digital Sur' }));
    await fill(/^Fecha de inicio/, '2027-03-01');
    await fill(/^Fecha de fin/, '2027-03-31');
    await user.click(submit());
    expect(await screen.findByText(/Tu plan no admite más actividades abiertas/)).toBeInTheDocument();
  });
});
