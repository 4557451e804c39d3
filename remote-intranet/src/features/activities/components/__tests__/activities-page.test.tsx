import { screen, waitFor, within } from '@testing-library/react';
import { fill } from '../../../../testing/form-controls';
import { mockApi } from '@enlace/shared/testing';
import { renderIntranet, signInAs } from '../../../../testing/render-intranet';
import { activityListItem, collectionOf } from './activity-fixtures';

describe('ActivitiesPage', () => {
  it('lists the activities with their dates, coordinator and translated status, newest first', async () => {
    signInAs('employee');
    const calls = mockApi([
      {
        method: 'GET',
        path: 'activities',
        body: collectionOf('activities', [
          activityListItem({ status: 'active' }),
          activityListItem({ '@id': '/api/activities/6', id: 6, name: 'Huerto urbano', status: 'draft' }),
        ]),
      },
    ]);
    renderIntranet('/intranet/activity');
    const table = await screen.findByRole('table', { name: 'Actividades' });
    const published = within(table).getByRole('row', { name: /Taller de alfabetización digital/ });
    expect(within(published).getByText('Publicada')).toBeInTheDocument();
    expect(within(published).getByText('Carlos Ortega Prieto')).toBeInTheDocument();
    expect(within(published).getByText(/1 mar 2027 – 31 mar 2027/)).toBeInTheDocument();
    expect(within(published).getByRole('link', { name: 'Taller de alfabetización digital' })).toHaveAttribute(
      'href',
      '/intranet/activity/5',
    );
    expect(within(table).getByRole('row', { name: /Huerto urbano/ })).toHaveTextContent('Borrador');
    expect(screen.getByText('2 actividades')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nueva actividad' })).toHaveAttribute(
      'href',
      '/intranet/activity/create',
    );
    expect(calls[0].query.get('order[dateStart]')).toBe('desc');
  });

  it('searches and filters by status on the server', async () => {
    signInAs('employee');
    const calls = mockApi([
      { method: 'GET', path: 'activities', body: collectionOf('activities', [activityListItem()]) },
    ]);
    renderIntranet('/intranet/activity');
    await screen.findByRole('table', { name: 'Actividades' });
    await fill(/^Estado/, 'active');
    await waitFor(() => expect(calls.at(-1)?.query.get('status')).toBe('active'));
    await fill(/^Buscar/, 'taller');
    await waitFor(() => expect(calls.at(-1)?.query.get('q')).toBe('taller'));
  });

  it('invites to create the first activity when there is none', async () => {
    signInAs('employee');
    mockApi([{ method: 'GET', path: 'activities', body: collectionOf('activities', []) }]);
    renderIntranet('/intranet/activity');
    expect(await screen.findByText('Todavía no hay actividades')).toBeInTheDocument();
  });
});
