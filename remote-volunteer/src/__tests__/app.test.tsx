import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
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
        profile: 'volunteer',
        roles: [],
        available_profiles: ['volunteer'],
        validated: true,
      },
    });
  });

  it('greets the signed-in user by full name on the area home', () => {
    renderAt('/');
    expect(screen.getByRole('heading', { name: 'Hola, Ana Pérez Gil' })).toBeInTheDocument();
  });

  it('tells a validated volunteer that they can sign up to activities', () => {
    renderAt('/');
    expect(screen.getByText('Perfil validado')).toBeInTheDocument();
  });

  it('tells a volunteer whose profile is not validated yet that staff will review it', () => {
    const user = useSessionStore.getState().user;
    useSessionStore.setState({ user: user && { ...user, validated: false } });
    renderAt('/');
    expect(screen.getByText('Perfil pendiente de validación')).toBeInTheDocument();
    expect(screen.queryByText('Perfil validado')).not.toBeInTheDocument();
  });

  it('shows a 404 inside the area for unknown paths', () => {
    renderAt('/does-not-exist');
    expect(screen.getByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });
});
