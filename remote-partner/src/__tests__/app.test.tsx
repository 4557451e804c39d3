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
    // The home asks for the organisation; these tests are about the routes only.
    globalThis.fetch = jest.fn(async () => new Response('{}', { status: 404 })) as typeof fetch;
    useSessionStore.setState({
      user: {
        id: 7,
        name: 'Ana',
        surnames: 'Pérez Gil',
        email: 'ana@demo.example.org',
        profile: 'partner',
        roles: [],
        available_profiles: ['partner'],
        validated: true,
      },
    });
  });

  it('greets the signed-in user by full name on the area home', () => {
    renderAt('/');
    expect(screen.getByRole('heading', { name: 'Hola, Ana Pérez Gil' })).toBeInTheDocument();
  });

  it('shows a 404 inside the area for unknown paths', () => {
    renderAt('/does-not-exist');
    expect(screen.getByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });
});
