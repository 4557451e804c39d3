import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TenantBranding } from '@enlace/shared/domain';
import { mockApi } from '@enlace/shared/testing';
import { control, fill } from '../../../../testing/form-controls';
import { renderIntranet, signInAs } from '../../../../testing/render-intranet';

const copies = {
  hero_title_1: 'Juntos llegamos',
  hero_title_2: 'más lejos',
  hero_text: 'Tu tiempo puede cambiar una historia.',
  hero_btn: 'Quiero ser voluntario',
  home_title: '¿Cómo puedes ayudar?',
  home_text_1: 'Refuerzo escolar.',
  home_text_2: null,
  home_text_3: null,
  home_text_4: null,
  home_text_5: null,
  home_text_6: null,
  volunteer_form_title: 'Únete',
};

const images = { logo_dark: null, logo_light: null, hero_img: null, volunteer_form_img: null, favicon: null };

const BRANDING: TenantBranding = {
  '@id': '/api/branding',
  '@type': 'Branding',
  company_name: 'Fundación Demo',
  web_url: 'https://demo.example.org',
  primary_color: '#0f766e',
  copies: { es: copies, en: null, ca: null },
  analytics: { matomo_host: null, matomo_site_id: null },
  session_reminder_hours: 48,
  waiting_list_offers: false,
  images,
  default_images: {
    logo_dark: '/cdn/demo/logo_dark.webp',
    logo_light: '/cdn/demo/logo_light.webp',
    hero_img: '/cdn/demo/hero_img.webp',
    volunteer_form_img: '/cdn/demo/volunteer_form_img.webp',
    favicon: '/cdn/demo/favicon.ico',
  },
};

describe('BrandingPage', () => {
  it('is listed to administrators and warns, as one types, of a colour white text does not read on', async () => {
    signInAs('employee', 'employee-admin');
    mockApi([{ method: 'GET', path: 'branding', body: BRANDING }]);
    renderIntranet('/intranet/branding');

    expect(await screen.findByRole('heading', { name: 'Marca', level: 1 })).toBeInTheDocument();
    expect(
      screen
        .getByRole('navigation', { name: 'Secciones de la intranet' })
        .querySelector('a[href="/intranet/branding"]'),
    ).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByTestId('contrast-message')).toHaveTextContent(
      'El texto blanco se lee bien sobre este color',
    );
    await fill(/^Color principal/, '#ffe066');
    expect(screen.getByTestId('contrast-message')).toHaveTextContent(
      'Con este color el texto blanco de los botones no se lee (contraste 1,3:1; hace falta al menos 4,5:1)',
    );
    // The preview follows what is typed.
    await fill(/primera línea/, 'Nuevo título');
    expect(screen.getByTestId('branding-preview-title')).toHaveTextContent('Nuevo título');
  });

  it('names the texts a partial English translation lacks, and does not save it', async () => {
    signInAs('employee', 'employee-admin');
    const calls = mockApi([{ method: 'GET', path: 'branding', body: BRANDING }]);
    renderIntranet('/intranet/branding');
    await screen.findByRole('heading', { name: 'Marca', level: 1 });

    const tabs = await screen.findByRole('tablist', { name: 'Idioma de los textos' });
    await act(async () => {
      fireEvent.click(within(tabs).getByRole('tab', { name: 'English' }));
    });
    expect(screen.getByText(/Sin traducción/)).toBeInTheDocument();
    await fill(/primera línea/, 'Together we go');
    expect(
      screen.getByText(/Faltan textos que tiene el español: .*Título de la portada \(segunda línea\)/),
    ).toBeInTheDocument();
    // The preview shows the English texts being written.
    expect(screen.getByTestId('branding-preview-title')).toHaveTextContent('Together we go');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    });
    await waitFor(() =>
      expect(control(/segunda línea/)).toHaveAccessibleDescription(
        'Falta este texto: la versión en español lo tiene',
      ),
    );
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it("shows the session reminders' hours, refuses a value out of range at the field and saves a valid one", async () => {
    signInAs('employee', 'employee-admin');
    const calls = mockApi([
      { method: 'GET', path: 'branding', body: BRANDING },
      { method: 'PATCH', path: 'branding', body: { ...BRANDING, session_reminder_hours: 24 } },
      { method: 'GET', path: 'config', body: {} },
    ]);
    renderIntranet('/intranet/branding');
    await screen.findByRole('heading', { name: 'Marca', level: 1 });
    expect(await screen.findByRole('group', { name: 'Recordatorios de las sesiones' })).toBeInTheDocument();
    expect(control(/^Horas de antelación del recordatorio/)).toHaveValue('48');
    expect(control(/^Horas de antelación del recordatorio/)).toHaveAccessibleDescription(
      'De 1 a 168 horas antes de la sesión; 0 para no enviar recordatorios.',
    );

    await fill(/^Horas de antelación del recordatorio/, '200');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    });
    await waitFor(() =>
      expect(control(/^Horas de antelación del recordatorio/)).toHaveAccessibleDescription(
        'El valor no puede ser mayor que 168',
      ),
    );
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await fill(/^Horas de antelación del recordatorio/, '24');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    });
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({ session_reminder_hours: 24 });
  });

  it('saves whether a freed place of a full session is offered to the first in line', async () => {
    signInAs('employee', 'employee-admin');
    const calls = mockApi([
      { method: 'GET', path: 'branding', body: BRANDING },
      { method: 'PATCH', path: 'branding', body: { ...BRANDING, waiting_list_offers: true } },
      { method: 'GET', path: 'config', body: {} },
    ]);
    renderIntranet('/intranet/branding');
    expect(await screen.findByRole('group', { name: 'Listas de espera' })).toBeInTheDocument();
    const offers = screen.getByRole('switch', { name: 'Ofrecer la plaza antes de darla' });
    expect(offers).not.toBeChecked();
    expect(offers).toHaveAccessibleDescription(
      'La primera persona de la lista recibe un correo y tiene 24 horas para aceptar la plaza; si no la acepta a tiempo o la rechaza, pasa a la siguiente.',
    );
    await act(async () => {
      fireEvent.click(offers);
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    });
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({ waiting_list_offers: true });
  });

  it('is not there for staff who are not administrators, and the API is never asked', async () => {
    signInAs('employee');
    const calls = mockApi([{ method: 'GET', path: 'branding', body: BRANDING }]);
    renderIntranet('/intranet/branding');
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Marca');
    expect(calls.filter((call) => call.path === 'branding')).toEqual([]);
  });
});
