import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { useSessionStore } from '@enlace/shared/session';
import { App } from '../app';

function renderAt(path: string) {
  return render(
    <ChakraProvider value={defaultSystem}>
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>
    </ChakraProvider>,
  );
}

describe('App', () => {
  beforeEach(() => {
    useSessionStore.setState({
      user: {
        id: 7,
        name: 'Ana',
        surnames: 'Pérez Gil',
        email: 'ana@demo.example.org',
        profile: 'employee',
        roles: [],
        available_profiles: ['employee'],
        validated: true,
      },
    });
  });

  it('greets the signed-in user by full name on the area’s pages', async () => {
    renderAt('/activity');
    expect(await screen.findByRole('heading', { name: 'Hola, Ana Pérez Gil' })).toBeInTheDocument();
  });

  it('shows a 404 inside the area for unknown paths', async () => {
    renderAt('/does-not-exist');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });

  it('shows the sections the staff member may open', async () => {
    renderAt('/activity');
    const navigation = await screen.findByRole('navigation', { name: 'Secciones de la intranet' });
    expect(within(navigation).getByRole('link', { name: 'Actividades' })).toBeInTheDocument();
    // A staff account without any staff role holds no volunteer permission.
    expect(within(navigation).queryByRole('link', { name: 'Voluntariado' })).not.toBeInTheDocument();

    act(() =>
      useSessionStore.setState((state) => ({ user: state.user && { ...state.user, roles: ['employee'] } })),
    );
    expect(within(navigation).getByRole('link', { name: 'Voluntariado' })).toBeInTheDocument();
  });

  it('ends the sections with the staff lists, which every staff member may read, then the plan', async () => {
    renderAt('/activity');
    const navigation = await screen.findByRole('navigation', { name: 'Secciones de la intranet' });
    expect(within(navigation).queryByRole('link', { name: 'Personal técnico' })).not.toBeInTheDocument();
    act(() =>
      useSessionStore.setState((state) => ({
        user: state.user && { ...state.user, roles: ['coordinator'] },
      })),
    );
    const names = within(navigation)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      'Inicio',
      'Actividades',
      // Every staff member sees the sessions' calendar.
      'Calendario',
      'Proyectos',
      'Lugares',
      'Voluntariado',
      'Personas beneficiarias',
      'Entidades colaboradoras',
      'Personas de contacto',
      'Personal técnico',
      'Coordinación',
      // A coordinator reads the plan's use (docs/roles.md, "Plan and usage").
      'Plan y uso',
    ]);
    expect(within(navigation).getByRole('link', { name: 'Coordinación' })).toHaveAttribute(
      'href',
      '/intranet/coordinator',
    );
    // The home is the current page only at its own address, not under it.
    expect(within(navigation).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/intranet');
    expect(within(navigation).getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current');
  });

  it('closes the sections with the security log and the branding, for administrators only', async () => {
    act(() =>
      useSessionStore.setState((state) => ({ user: state.user && { ...state.user, roles: ['employee'] } })),
    );
    renderAt('/activity');
    const navigation = await screen.findByRole('navigation', { name: 'Secciones de la intranet' });
    expect(within(navigation).queryByRole('link', { name: 'Registro de seguridad' })).not.toBeInTheDocument();
    expect(within(navigation).queryByRole('link', { name: 'Marca' })).not.toBeInTheDocument();
    act(() =>
      useSessionStore.setState((state) => ({
        user: state.user && { ...state.user, roles: ['employee', 'employee-admin'] },
      })),
    );
    const links = within(navigation).getAllByRole('link');
    expect(links.at(-2)).toHaveTextContent('Registro de seguridad');
    expect(links.at(-2)).toHaveAttribute('href', '/intranet/security-log');
    expect(links.at(-1)).toHaveTextContent('Marca');
    expect(links.at(-1)).toHaveAttribute('href', '/intranet/branding');
  });
});
