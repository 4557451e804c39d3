import { screen } from '@testing-library/react';
import type { TenantConfig } from '@enlace/shared/domain';
import { i18n } from '@enlace/shared/i18n';
import { useTenantStore } from '@enlace/shared/session';
import { mockApi } from '@enlace/shared/testing';
import { renderApp } from '../../../../testing/render-app';

const config: TenantConfig = {
  primary_color: '#0f766e',
  company_name: 'Fundación Demo',
  web_url: null,
  assets: {
    folder: 'demo',
    logo_dark: null,
    logo_light: null,
    hero_img: null,
    volunteer_form_img: null,
    favicon: null,
  },
  copies: {
    hero_title_1: 'Súmate al voluntariado',
    hero_title_2: null,
    hero_text: 'Acompaña a personas mayores en su barrio.',
    hero_btn: null,
    home_title: null,
    home_text_1: null,
    home_text_2: null,
    home_text_3: null,
    home_text_4: null,
    home_text_5: null,
    home_text_6: null,
    volunteer_form_title: null,
  },
};

beforeEach(async () => {
  await i18n.changeLanguage('es');
  mockApi([]);
});

describe('HomePage', () => {
  it('shows the tenant copies that are set and a link to sign in', () => {
    useTenantStore.setState({ config });
    renderApp('/');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Súmate al voluntariado');
    expect(screen.getByText('Acompaña a personas mayores en su barrio.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText('null')).not.toBeInTheDocument();
    // Its own title and description, from the copies; indexed.
    expect(document.title).toBe('Súmate al voluntariado · Fundación Demo');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Acompaña a personas mayores en su barrio.',
    );
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('falls back to the organisation name without hero titles', () => {
    useTenantStore.setState({
      config: { ...config, copies: { ...config.copies, hero_title_1: null, hero_text: null } },
    });
    renderApp('/');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Fundación Demo');
    expect(document.title).toBe('Voluntariado · Fundación Demo');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Fundación Demo: hazte voluntario o voluntaria, participa en sus actividades y accede a tu cuenta.',
    );
  });

  it('starts with a skip link to the page content', () => {
    useTenantStore.setState({ config });
    renderApp('/login');

    const skip = screen.getByRole('link', { name: 'Saltar al contenido' });
    // The first element the keyboard reaches.
    expect(document.querySelector('a[href], button, input, select, textarea')).toBe(skip);
    expect(document.title).toBe('Iniciar sesión · Fundación Demo');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Accede con el correo electrónico y la contraseña de tu cuenta.',
    );
  });

  it('shows a noindex 404 for unknown paths', () => {
    renderApp('/no-existe');

    expect(screen.getByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.title).toBe('Página no encontrada · Fundación Demo');
  });
});
