import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { registerLogoutHandler } from '../../session/register-logout-handler';
import { useSessionStore } from '../../session/session-store';
import { AreaLayout, CompactNavigation } from '../index';
import type { AreaNavigation } from '../index';
import { renderWithProviders } from '../../testing/render-with-providers';

// Chakra's styling engine makes jsdom renders slow.
jest.setTimeout(30_000);

const SECTIONS: AreaNavigation = {
  label: 'Secciones de la intranet',
  links: [
    { to: '/intranet/activity', label: 'Actividades' },
    { to: '/intranet/volunteer', label: 'Voluntariado' },
    { to: '/intranet/beneficiary', label: 'Personas beneficiarias' },
  ],
};

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderMenu(path = '/intranet/activity') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <CompactNavigation navigation={SECTIONS} account={<button type="button">Cerrar sesión</button>} />
      <CurrentPath />
    </MemoryRouter>,
  );
}

describe('CompactNavigation', () => {
  it('opens a menu with the section links from a button that says whether it is open', async () => {
    const user = userEvent.setup({ delay: null });
    renderMenu();
    const button = screen.getByRole('button', { name: 'Menú' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(button);
    const menu = await screen.findByRole('dialog', { name: 'Menú' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    const nav = within(menu).getByRole('navigation', { name: 'Secciones de la intranet' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Actividades', 'Voluntariado', 'Personas beneficiarias']);
    expect(within(nav).getByRole('link', { name: 'Actividades' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();

    // The same button closes it again.
    await user.click(within(menu).getByRole('button', { name: 'Cerrar el menú' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link is chosen, on the chosen page', async () => {
    const user = userEvent.setup({ delay: null });
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Menú' }));
    const menu = await screen.findByRole('dialog', { name: 'Menú' });

    await user.click(within(menu).getByRole('link', { name: 'Voluntariado' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('path')).toHaveTextContent('/intranet/volunteer');
    expect(screen.getByRole('button', { name: 'Menú' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape and gives the focus back to the menu button', async () => {
    const user = userEvent.setup({ delay: null });
    renderMenu();
    const button = screen.getByRole('button', { name: 'Menú' });
    await user.click(button);
    const menu = await screen.findByRole('dialog', { name: 'Menú' });
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    expect(screen.getByTestId('path')).toHaveTextContent('/intranet/activity');
  });
});

describe('AreaLayout on a phone', () => {
  it("puts the area's links, the profile and the logout of the header in the menu", async () => {
    const user = userEvent.setup({ delay: null });
    useSessionStore.setState({
      token: 'jwt',
      user: {
        id: 1,
        name: 'Alicia',
        surnames: 'Martín Ruiz',
        email: 'admin@demo.example.org',
        profile: 'employee',
        roles: ['user', 'employee', 'employee-admin'],
        available_profiles: ['employee'],
        validated: true,
      },
    });
    const onLogout = jest.fn();
    const unregister = registerLogoutHandler(onLogout);
    renderWithProviders(
      <MemoryRouter initialEntries={['/intranet/activity']}>
        <AreaLayout
          title="Actividades"
          description="Intranet"
          menu={SECTIONS}
          profileHref="/intranet/my-profile"
        >
          contenido
        </AreaLayout>
        <CurrentPath />
      </MemoryRouter>,
    );

    await user.click(screen.getByRole('button', { name: 'Menú' }));
    const menu = await screen.findByRole('dialog', { name: 'Menú' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Actividades', 'Voluntariado', 'Personas beneficiarias', 'Mi perfil: AMAlicia Martín Ruiz']);
    expect(within(menu).getByRole('combobox', { name: 'Idioma' })).toBeInTheDocument();

    await user.click(within(menu).getByRole('link', { name: 'Mi perfil: Alicia Martín Ruiz' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('path')).toHaveTextContent('/intranet/my-profile');

    await user.click(screen.getByRole('button', { name: 'Menú' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Menú' })).getByRole('button', {
        name: 'Cerrar sesión',
      }),
    );
    expect(onLogout).toHaveBeenCalledTimes(1);
    unregister();
  });
});
