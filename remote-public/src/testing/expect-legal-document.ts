import { screen, within } from '@testing-library/react';

/**
 * A legal document in Spanish on screen: its title; contents with this many links, each naming the section it leads
 * to (by anchor); the document information; the date and version at the end. Returns the sections by title (the
 * end-to-end tests check the full lists of titles).
 */
export async function expectLegalDocument(
  title: string,
  sectionCount: number,
): Promise<Record<string, HTMLElement>> {
  // Each document's page loads on its own, slowly under jsdom on a busy machine.
  expect(
    await screen.findByRole('heading', { name: title, level: 1 }, { timeout: 10_000 }),
  ).toBeInTheDocument();
  const links = within(screen.getByRole('navigation', { name: 'Índice' })).getAllByRole('link');
  expect(links).toHaveLength(sectionCount);
  const info = screen.getByRole('region', { name: 'Información del documento' });
  for (const term of ['Tipo', 'Código', 'Versión', 'Propietario', 'Fecha de aprobación']) {
    expect(within(info).getByText(term)).toBeInTheDocument();
  }
  expect(screen.getByText('Última actualización: 20/06/2025 · Versión 1.0')).toBeInTheDocument();
  // Nothing left to interpolate: every placeholder of the texts has its value.
  expect(document.body.textContent).not.toMatch(/\{\{|\}\}/);
  return Object.fromEntries(
    links.map((link) => {
      const section = document.getElementById(link.getAttribute('href')!.replace(/^#/, ''))!;
      expect(section).toHaveAccessibleName(link.textContent!);
      return [link.textContent!, section];
    }),
  );
}
