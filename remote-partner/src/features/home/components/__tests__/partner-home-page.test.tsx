import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { MyPartner } from '@enlace/shared/domain';
import { useSessionStore } from '@enlace/shared/session';
import { App } from '../../../../app';

const MAR_DE_LETRAS: MyPartner = {
  '@id': '/api/my-partner',
  '@type': 'Partner',
  id: 12,
  name: 'Asociación Mar de Letras',
  legalType: 'non_profit',
  nif: 'G29876547',
  email: 'hola@mardeletras.example.org',
  phonePrefix: '+34',
  phone: '952123456',
  website: 'https://mardeletras.example.org',
  description: 'Fomento de la lectura.',
  agreementStatus: 'agreement_active',
  expirationDate: '2027-06-30',
  address: 'Calle Carretería 12',
  postalCode: '29008',
  addressCountryName: 'España',
  addressStateName: 'Andalucía',
  addressProvinceName: 'Málaga',
  addressLocationName: 'Málaga',
  contactPersons: [
    {
      '@type': 'ContactPartner',
      id: 41,
      name: 'Tomás',
      surname: 'Ruiz Prieto',
      email: 'tomas@mardeletras.example.org',
      jobTitle: 'Tesorero',
      phonePrefixMobile: '+34',
      phoneMobile: '623456789',
    },
  ],
};

/** Answers `GET /api/my-partner` (the only call of the page) with the given status and body. */
function answerMyPartner(...answers: { status: number; body: unknown }[]) {
  const paths: string[] = [];
  let call = 0;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    paths.push(new URL(request.url).pathname);
    const answer = answers[Math.min(call, answers.length - 1)];
    call += 1;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/ld+json' },
    });
  }) as typeof fetch;
  return paths;
}

function renderHome() {
  return render(
    <ChakraProvider value={defaultSystem}>
      <MemoryRouter initialEntries={['/']}>
        <App />
      </MemoryRouter>
    </ChakraProvider>,
  );
}

beforeEach(() => {
  useSessionStore.setState({
    token: 'test-token',
    refreshToken: 'test-refresh',
    lastLoginAt: Date.now(),
    user: {
      id: 40,
      name: 'Elena',
      surnames: 'Castro Ibáñez',
      email: 'entidad@demo.example.org',
      profile: 'partner',
      roles: ['user', 'partner'],
      available_profiles: ['partner'],
      validated: true,
    },
  });
});

describe('PartnerHomePage', () => {
  it("greets the contact person and shows their organisation's card and its other contact persons", async () => {
    const paths = answerMyPartner({ status: 200, body: MAR_DE_LETRAS });
    renderHome();
    expect(screen.getByRole('heading', { name: 'Hola, Elena Castro Ibáñez' })).toBeInTheDocument();

    const card = await screen.findByRole('region', { name: 'Asociación Mar de Letras' });
    expect(paths).toEqual(['/api/my-partner']);
    expect(within(card).getByText('Entidad sin ánimo de lucro')).toBeInTheDocument();
    expect(within(card).getByText('Convenio vigente')).toBeInTheDocument();
    expect(within(card).getByText('30 de junio de 2027')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'mardeletras.example.org' })).toHaveAttribute(
      'href',
      'https://mardeletras.example.org',
    );
    expect(within(card).getByText('Calle Carretería 12, 29008 Málaga')).toBeInTheDocument();

    const colleagues = screen.getByRole('region', { name: 'Otras personas de contacto de tu entidad' });
    expect(within(colleagues).getByText('Tomás Ruiz Prieto')).toBeInTheDocument();
    expect(within(colleagues).getByText('Tesorero')).toBeInTheDocument();
    expect(within(colleagues).getByRole('link', { name: 'tomas@mardeletras.example.org' })).toHaveAttribute(
      'href',
      'mailto:tomas@mardeletras.example.org',
    );
  });

  it('shows an expired agreement as expired and says what to do, and a lone contact person as such', async () => {
    answerMyPartner({
      status: 200,
      body: {
        ...MAR_DE_LETRAS,
        agreementStatus: 'agreement_expired',
        expirationDate: '2025-01-31',
        addressLocationName: 'Marbella',
        contactPersons: [],
      },
    });
    renderHome();
    const card = await screen.findByRole('region', { name: 'Asociación Mar de Letras' });
    expect(within(card).getByText('Convenio caducado')).toBeInTheDocument();
    expect(within(card).getByText(/^El convenio con la organización ha caducado/)).toBeInTheDocument();
    expect(within(card).getByText('Calle Carretería 12, 29008 Marbella, Málaga')).toBeInTheDocument();
    expect(screen.getByText('Eres la única persona de contacto de tu entidad.')).toBeInTheDocument();
  });

  it('says so when the account is linked to no organisation (404)', async () => {
    answerMyPartner({ status: 404, body: { status: 404, error: 'not-found', description: 'No' } });
    renderHome();
    expect(await screen.findByText(/^Tu cuenta no está vinculada a ninguna entidad/)).toBeInTheDocument();
  });

  it('offers a retry when the organisation cannot be loaded, and shows it after the retry', async () => {
    answerMyPartner(
      { status: 500, body: { status: 500, error: 'internal-error', description: 'No' } },
      { status: 200, body: MAR_DE_LETRAS },
    );
    renderHome();
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Reintentar' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Asociación Mar de Letras' })).toBeInTheDocument(),
    );
  });
});
