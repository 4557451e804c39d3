import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { control, fill } from '../../../../testing/form-controls';
import { mockApi, validationFailed } from '@enlace/shared/testing';
import { renderIntranet, signInAs } from '../../../../testing/render-intranet';
import { collectionOf, optionRoutes, storedActivity } from './activity-fixtures';

async function openDuplicate() {
  renderIntranet('/intranet/activity/duplicate/5');
  await screen.findByRole('heading', { name: 'Duplicar «Taller de alfabetización digital»', level: 1 });
  return userEvent.setup({ delay: null });
}

beforeEach(() => signInAs('employee'));

describe('ActivityDuplicatePage', () => {
  it('prefills the source, sends the new dates and opens the copy', async () => {
    const copy = storedActivity({
      id: 12,
      '@id': '/api/activities/12',
      name: 'Taller de abril',
      dateStart: '2027-03-29',
      dateEnd: '2027-04-28',
    });
    const calls = mockApi([
      { method: 'GET', path: 'activities/5', body: storedActivity() },
      { method: 'POST', path: 'activities/5/duplicate', status: 201, body: copy },
      { method: 'GET', path: 'activities/12', body: copy },
      { method: 'GET', path: 'interventions', body: collectionOf('interventions', []) },
      ...optionRoutes,
    ]);
    const user = await openDuplicate();
    expect(control(/^Nombre de la copia/)).toHaveValue('Taller de alfabetización digital');
    expect(control(/^Fecha de inicio/)).toHaveValue('2027-03-01');
    await fill(/^Nombre de la copia/, 'Taller de abril');
    await fill(/^Fecha de inicio/, '2027-03-29');
    await fill(/^Fecha de fin/, '2027-04-28');
    await user.click(screen.getByRole('button', { name: 'Crear la copia' }));
    expect(await screen.findByRole('heading', { name: 'Taller de abril', level: 1 })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Taller de abril',
      dateStart: '2027-03-29',
      dateEnd: '2027-04-28',
    });
  });

  it('shows at the end date that an intervention would fall outside the new range', async () => {
    mockApi([
      { method: 'GET', path: 'activities/5', body: storedActivity() },
      {
        method: 'POST',
        path: 'activities/5/duplicate',
        ...validationFailed([{ propertyPath: 'dateEnd', message: 'intervention-date-range-error' }]),
      },
    ]);
    const user = await openDuplicate();
    await fill(/^Fecha de inicio/, '2027-06-01');
    await fill(/^Fecha de fin/, '2027-06-02');
    await user.click(screen.getByRole('button', { name: 'Crear la copia' }));
    await waitFor(() =>
      expect(control(/^Fecha de fin/)).toHaveAccessibleDescription(
        'La fecha de la intervención debe estar dentro de las fechas de la actividad',
      ),
    );
  });
});
