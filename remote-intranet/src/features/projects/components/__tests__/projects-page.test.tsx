import { screen, waitFor, within } from '@testing-library/react';
import { choose } from '../../../../testing/form-controls';
import { mockApi, type RecordedCall } from '@enlace/shared/testing';
import { renderIntranet, signInAs } from '../../../../testing/render-intranet';
import { projectCollection, projectListItem } from './project-fixtures';

const lastListQuery = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === 'projects').pop()?.query;

const PROJECTS = [
  projectListItem(),
  projectListItem({
    '@id': '/api/projects/8',
    id: 8,
    name: 'Campaña de Navidad',
    dateStart: '2025-12-01',
    dateEnd: null,
    status: 'closed',
  }),
];

describe('ProjectsPage', () => {
  it('lists the projects with their dates, status and links, and the create button for employees', async () => {
    signInAs('employee');
    mockApi([{ method: 'GET', path: 'projects', body: projectCollection(PROJECTS) }]);
    renderIntranet('/intranet/project');

    const table = await screen.findByRole('table', { name: 'Proyectos de la organización' });
    const first = within(table).getByRole('row', { name: /Aula digital para mayores/ });
    expect(within(first).getByRole('link', { name: 'Aula digital para mayores' })).toHaveAttribute(
      'href',
      '/intranet/project/7',
    );
    expect(within(first).getByText('Activo')).toBeInTheDocument();
    const second = within(table).getByRole('row', { name: /Campaña de Navidad/ });
    expect(within(second).getByText('Desde el 1 dic 2025, sin fecha de fin')).toBeInTheDocument();
    expect(within(second).getByText('Cerrado')).toBeInTheDocument();
    expect(screen.getByText('2 proyectos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nuevo proyecto' })).toHaveAttribute(
      'href',
      '/intranet/project/create',
    );
    expect(screen.getByRole('link', { name: 'Proyectos' })).toHaveAttribute('aria-current', 'page');
  });

  it('filters by status and orders by start date through the API', async () => {
    signInAs('employee');
    const calls = mockApi([{ method: 'GET', path: 'projects', body: projectCollection(PROJECTS) }]);
    renderIntranet('/intranet/project');
    await screen.findByRole('table', { name: 'Proyectos de la organización' });
    expect(lastListQuery(calls)?.get('order[name]')).toBe('asc');

    await choose(/^Estado/, 'closed');
    await waitFor(() => expect(lastListQuery(calls)?.get('status')).toBe('closed'));
    await choose(/^Ordenar por/, 'dateStart:desc');
    await waitFor(() => expect(lastListQuery(calls)?.get('order[dateStart]')).toBe('desc'));
    expect(screen.getByTestId('location')).toHaveTextContent('status=closed');
  });

  it('offers no create button to a coordinator without the employee role', async () => {
    signInAs('coordinator');
    mockApi([{ method: 'GET', path: 'projects', body: projectCollection(PROJECTS) }]);
    renderIntranet('/intranet/project');
    await screen.findByRole('table', { name: 'Proyectos de la organización' });
    expect(screen.queryByRole('link', { name: 'Nuevo proyecto' })).not.toBeInTheDocument();
  });
});
