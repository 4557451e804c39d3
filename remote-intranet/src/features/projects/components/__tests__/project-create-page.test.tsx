import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { choose, control, fill } from '../../../../testing/form-controls';
import { mockApi } from '@enlace/shared/testing';
import { renderIntranet, signInAs } from '../../../../testing/render-intranet';
import { refusal, storedProject } from './project-fixtures';

const submit = () => screen.getByRole('button', { name: 'Crear el proyecto' });

async function openCreate() {
  renderIntranet('/intranet/project/create');
  await screen.findByRole('heading', { name: 'Nuevo proyecto', level: 1 });
  return userEvent.setup({ delay: null });
}

beforeEach(() => signInAs('employee'));

describe('ProjectCreatePage (the project form)', () => {
  it('marks the required fields and starts as an active project', async () => {
    mockApi([]);
    await openCreate();
    expect(control(/^Nombre del proyecto/)).toBeRequired();
    expect(control(/^Fecha de inicio/)).toBeRequired();
    expect(control(/^Fecha de fin/)).not.toBeRequired();
    expect(control(/^Estado/)).toHaveValue('active');
  });

  it('shows the shared rules at their fields and sends nothing', async () => {
    const calls = mockApi([]);
    const user = await openCreate();
    await fill(/^Nombre del proyecto/, 'A');
    await fill(/^Fecha de inicio/, '2026-06-02');
    await fill(/^Fecha de fin/, '2026-06-01');

    await user.click(submit());

    await waitFor(() =>
      expect(control(/^Fecha de fin/)).toHaveAccessibleDescription(
        'La fecha de fin no puede ser anterior a la de inicio',
      ),
    );
    expect(control(/^Nombre del proyecto/)).toHaveAccessibleDescription(
      'Este campo debe tener al menos 2 caracteres',
    );
    await waitFor(() => expect(control(/^Nombre del proyecto/)).toHaveFocus());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('creates the project and opens its page', async () => {
    const created = storedProject({
      id: 31,
      '@id': '/api/projects/31',
      name: 'Huerto escolar',
      dateEnd: null,
    });
    const calls = mockApi([
      { method: 'POST', path: 'projects', status: 201, body: created },
      { method: 'GET', path: 'projects/31', body: created },
    ]);
    const user = await openCreate();
    await fill(/^Nombre del proyecto/, 'Huerto escolar');
    await fill(/^Descripción/, 'Un huerto en el patio del colegio.');
    await fill(/^Fecha de inicio/, '2026-03-01');

    await user.click(submit());

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/intranet/project/31'));
    expect(await screen.findByText('Proyecto creado')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Huerto escolar',
      description: 'Un huerto en el patio del colegio.',
      dateStart: '2026-03-01',
      dateEnd: null,
      status: 'active',
    });
  });

  it('explains the plan’s cap when the API answers project-exceeds-limit, and stays on the form', async () => {
    mockApi([{ method: 'POST', path: 'projects', ...refusal(409, 'project-exceeds-limit') }]);
    const user = await openCreate();
    await fill(/^Nombre del proyecto/, 'Uno más');
    await fill(/^Fecha de inicio/, '2026-03-01');

    await user.click(submit());

    expect(
      await screen.findByText(/Tu organización ya tiene todos los proyectos activos que permite su plan/),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/intranet\/project\/create$/);
  });

  it('records a project that is already closed', async () => {
    const created = storedProject({ id: 32, '@id': '/api/projects/32', status: 'closed' });
    const calls = mockApi([
      { method: 'POST', path: 'projects', status: 201, body: created },
      { method: 'GET', path: 'projects/32', body: created },
    ]);
    const user = await openCreate();
    await fill(/^Nombre del proyecto/, 'Campaña de Navidad 2025');
    await fill(/^Fecha de inicio/, '2025-12-01');
    await fill(/^Fecha de fin/, '2025-12-31');
    await choose(/^Estado/, 'closed');

    await user.click(submit());

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/intranet/project/32'));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ status: 'closed' });
  });
});
