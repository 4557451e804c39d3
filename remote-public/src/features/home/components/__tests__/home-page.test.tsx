import { screen, within } from '@testing-library/react';
import { i18n, loadLanguage } from '@enlace/shared/i18n';
import { useTenantStore } from '@enlace/shared/session';
import { mockApi } from '@enlace/shared/testing';
import { renderApp } from '../../../../testing/render-app';
import { tenantConfig } from '../../../../testing/tenant-config';

const assets = {
  folder: 'demo',
  logo_dark: 'logo_dark.webp',
  logo_light: 'logo_light.webp',
  hero_img: 'hero_img.webp',
  volunteer_form_img: 'volunteer_form_img.webp',
  favicon: 'favicon.ico',
};

const everyCopy = tenantConfig({
  company_name: 'Fundación Demo',
  assets,
  copies: {
    hero_title_1: 'Juntos llegamos',
    hero_title_2: 'más lejos',
    hero_text: 'Tu tiempo puede cambiar una historia.',
    hero_btn: 'Quiero ser voluntario',
    home_title: '¿Cómo puedes ayudar?',
    home_text_1: 'Refuerzo escolar.',
    home_text_2: 'Talleres digitales.',
    home_text_3: 'Búsqueda de empleo.',
    home_text_4: 'Ocio inclusivo.',
    home_text_5: 'Campañas solidarias.',
    home_text_6: 'Formación continua.',
    volunteer_form_title: 'Únete a nuestro voluntariado',
  },
});

beforeEach(async () => {
  await i18n.changeLanguage('es');
  mockApi([]);
});

describe('HomePage', () => {
  it("shows the organisation's complete translation in the visitor's language, else its Spanish texts", async () => {
    const english = Object.fromEntries(
      Object.entries(everyCopy.copies).map(([name, value]) => [name, value ? `EN ${value}` : null]),
    ) as typeof everyCopy.copies;
    useTenantStore.setState({ config: { ...everyCopy, copies_by_language: { en: english } } });
    await loadLanguage('en');
    await i18n.changeLanguage('en');
    const { unmount } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /EN Juntos/ })).toHaveTextContent(
      'EN Juntos llegamosEN más lejos',
    );
    unmount();
    await loadLanguage('ca');
    await i18n.changeLanguage('ca');
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Juntos/ })).toHaveTextContent(
      'Juntos llegamosmás lejos',
    );
  });

  it('builds the home from every copy of the configuration, over the hero image', async () => {
    useTenantStore.setState({ config: everyCopy });
    renderApp('/');

    const hero = screen.getByRole('region', { name: 'Juntos llegamos más lejos' });
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent('Juntos llegamosmás lejos');
    expect(hero).toHaveTextContent('Tu tiempo puede cambiar una historia.');
    expect(hero.querySelector('img')).toHaveAttribute('src', '/cdn/demo/hero_img.webp');
    // The button leads to the sign-up form, further down the same page.
    const button = within(hero).getByRole('link', { name: 'Quiero ser voluntario' });
    expect(button).toHaveAttribute('href', '/#volunteer-sign-up');
    const signUp = await screen.findByRole('region', { name: 'Únete a nuestro voluntariado' });
    expect(signUp).toHaveAttribute('id', 'volunteer-sign-up');
    expect(signUp.querySelector('img')).toHaveAttribute('src', '/cdn/demo/volunteer_form_img.webp');

    const highlights = screen.getByRole('region', { name: '¿Cómo puedes ayudar?' });
    expect(
      within(highlights)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Refuerzo escolar.',
      'Talleres digitales.',
      'Búsqueda de empleo.',
      'Ocio inclusivo.',
      'Campañas solidarias.',
      'Formación continua.',
    ]);
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText('null')).not.toBeInTheDocument();
    // Its own title and description, from the copies; indexed.
    expect(document.title).toBe('Juntos llegamos más lejos · Fundación Demo');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Tu tiempo puede cambiar una historia.',
    );
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('leaves out every copy that is null, with nothing in its place', async () => {
    useTenantStore.setState({
      config: tenantConfig({
        company_name: 'Fundación Demo',
        copies: { hero_text: 'Acompaña a personas mayores en su barrio.', home_text_2: 'Banco de tiempo.' },
      }),
    });
    renderApp('/');

    // No titles: the organisation's name; no button, no images, no home title; the form keeps its own title.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Fundación Demo');
    expect(screen.getByText('Acompaña a personas mayores en su barrio.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /voluntari/ })).not.toBeInTheDocument();
    expect(screen.getByRole('main').querySelectorAll('img')).toHaveLength(0);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Hazte voluntario o voluntaria',
    ]);
    expect(screen.getByText('Banco de tiempo.').closest('ul')?.children).toHaveLength(1);
    expect(await screen.findByRole('form', { name: 'Alta de voluntariado' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/null|undefined|home_text|hero_|volunteer_form_title/);
    expect(document.title).toBe('Voluntariado · Fundación Demo');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Acompaña a personas mayores en su barrio.',
    );
  });

  it('starts with a skip link to the page content', () => {
    useTenantStore.setState({ config: everyCopy });
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
