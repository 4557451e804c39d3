import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { control, fill } from '../../../../testing/form-controls';
import { mockApi, type MockRoute } from '@enlace/shared/testing';
import { renderIntranet, signInAs } from '../../../../testing/render-intranet';
import { refusal, storedProject } from './project-fixtures';

const projectRoute = (overrides = {}): MockRoute => ({
  method: 'GET',
  path: 'projects/7',
  body: storedProject(overrides),
});

async function openProject() {
  renderIntranet('/intranet/project/7');
  await screen.findByRole('heading', { name: 'Aula digital para mayores', level: 1 });
  return userEvent.setup({ delay: null });
}

describe('ProjectDetailPage', () => {
  it('shows the status, the dates and every field', async () => {
    signInAs('employee');
    mockApi([projectRoute()]);
    await openProject();
    const summary = screen.getByTestId('project-summary');
    expect(within(summary).getByText('Activo')).toBeInTheDocument();
    expect(within(summary).getByText(/15 ene 2026 – 20 dic 2026/)).toBeInTheDocument();
    expect(control(/^Nombre del proyecto/)).toHaveValue('Aula digital para mayores');
    expect(control(/^Descripción/)).toHaveValue('Talleres de competencias digitales.');
    expect(control(/^Fecha de inicio/)).toHaveValue('2026-01-15');
    expect(control(/^Fecha de fin/)).toHaveValue('2026-12-20');
    // The status changes through the close and re-open action, not the form.
    expect(screen.queryByLabelText(/^Estado/, { selector: 'select' })).not.toBeInTheDocument();
  });

  it('saves the edited fields as a merge patch, without the status', async () => {
    signInAs('employee');
    const calls = mockApi([
      projectRoute(),
      { method: 'PATCH', path: 'projects/7', body: storedProject({ dateEnd: null }) },
    ]);
    const user = await openProject();
    await fill(/^Fecha de fin/, '');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Proyecto actualizado')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      name: 'Aula digital para mayores',
      description: 'Talleres de competencias digitales.',
      dateStart: '2026-01-15',
      dateEnd: null,
    });
  });

  it('closes the project after a confirmation', async () => {
    signInAs('employee');
    const calls = mockApi([
      projectRoute(),
      { method: 'PATCH', path: 'projects/7', body: storedProject({ status: 'closed' }) },
    ]);
    const user = await openProject();
    await user.click(screen.getByRole('button', { name: 'Cerrar el proyecto' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Cerrar «Aula digital para mayores»?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar el proyecto' }));

    expect(await screen.findByText('Proyecto cerrado')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'closed' });
    await waitFor(() =>
      expect(within(screen.getByTestId('project-summary')).getByText('Cerrado')).toBeInTheDocument(),
    );
    // The confirmation has closed (its exit animation still shows its buttons for a moment).
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Reabrir el proyecto' })).toBeInTheDocument();
  });

  it('explains why re-opening was refused when the plan’s active projects are all in use', async () => {
    signInAs('employee');
    mockApi([
      projectRoute({ status: 'closed' }),
      { method: 'PATCH', path: 'projects/7', ...refusal(409, 'project-exceeds-limit') },
    ]);
    const user = await openProject();
    await user.click(screen.getByRole('button', { name: 'Reabrir el proyecto' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Reabrir «Aula digital para mayores»?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reabrir el proyecto' }));

    const title = await screen.findByText('No se ha reabierto el proyecto');
    expect(title.closest('[role="alert"]')).toHaveTextContent(
      /todos los proyectos activos que permite su plan/,
    );
    expect(within(screen.getByTestId('project-summary')).getByText('Cerrado')).toBeInTheDocument();
  });

  it('deletes the project after a confirmation and goes back to the list', async () => {
    signInAs('employee-admin');
    const calls = mockApi([
      projectRoute(),
      { method: 'DELETE', path: 'projects/7', status: 204 },
      {
        method: 'GET',
        path: 'projects',
        body: { '@id': '/api/projects', '@type': 'Collection', totalItems: 0, member: [] },
      },
    ]);
    const user = await openProject();
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar «Aula digital para mayores»?' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/intranet\/project$/));
    expect(calls.some((call) => call.method === 'DELETE' && call.path === 'projects/7')).toBe(true);
  });

  it('shows a coordinator (without the employee role) the project read-only, with no actions', async () => {
    signInAs('coordinator');
    mockApi([projectRoute()]);
    await openProject();
    expect(control(/^Nombre del proyecto/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cerrar el proyecto' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
  });

  it('answers the area’s 404 for an unknown project', async () => {
    signInAs('employee');
    mockApi([]);
    renderIntranet('/intranet/project/7');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });
});
