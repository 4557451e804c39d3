import { act, render, screen } from '@testing-library/react';
import { changeLanguage, localeFormat, useLocaleFormat } from '../index';

afterEach(async () => {
  await act(() => changeLanguage('es'));
});

describe('localeFormat', () => {
  it('writes a calendar day as that day in each language, wherever the browser is', () => {
    expect(localeFormat('es').date('2026-12-01')).toBe('1 dic 2026');
    expect(localeFormat('en').date('2026-12-01')).toBe('1 Dec 2026');
    expect(localeFormat('ca').date('2026-12-01')).toBe('1 de des. 2026');
    expect(localeFormat('es').date('2026-12-01', 'full')).toBe('martes, 1 de diciembre de 2026');
    expect(localeFormat('ca').date('2026-12-01', 'full')).toBe('dimarts, 1 de desembre del 2026');
    expect(localeFormat('en').date('2026-12-01', 'long')).toBe('1 December 2026');
  });

  it('shows an instant on its day and at its time in Spain', () => {
    // 22:30 UTC on 1 April is already 2 April in Madrid (summer time, UTC+2).
    expect(localeFormat('es').date('2026-04-01T22:30:00Z')).toBe('2 abr 2026');
    expect(localeFormat('es').dateTime('2026-04-01T22:30:00Z')).toBe('2 abr 2026, 0:30');
    expect(localeFormat('en').dateTime(new Date('2026-01-15T09:05:00Z'))).toBe('15 Jan 2026, 10:05');
    expect(localeFormat('ca').dateTime('2026-01-15T09:05:00Z')).toBe('15 de gen. 2026, 10:05');
  });

  it('writes wall-clock times and numbers the way each language does', () => {
    expect(localeFormat('es').time('09:30')).toBe('9:30');
    expect(localeFormat('en').time('09:30')).toBe('09:30');
    expect(localeFormat('ca').time('18:00')).toBe('18:00');
    expect(localeFormat('es').number(12345.5)).toBe('12.345,5');
    expect(localeFormat('en').number(12345.5)).toBe('12,345.5');
    expect(localeFormat('ca').number(12345.5)).toBe('12.345,5');
  });

  it('names countries by their ISO code in English and Catalan, and by the register in Spanish', () => {
    const newZealand = { iso: 'NZ', name: 'Nueva Zelanda' };
    expect(localeFormat('es').country(newZealand)).toBe('Nueva Zelanda');
    expect(localeFormat('en').country(newZealand)).toBe('New Zealand');
    expect(localeFormat('ca').country(newZealand)).toBe('Nova Zelanda');
    // Without a code, or one the browser does not name, the register's name.
    expect(localeFormat('en').country({ iso: null, name: 'Kosovo' })).toBe('Kosovo');
    expect(localeFormat('en').country({ iso: 'QQ', name: 'Desconocido' })).toBe('Desconocido');
  });

  it('joins a list the way each language does', () => {
    const items = ['correo', 'teléfono', 'dirección'];
    expect(localeFormat('es').list(items)).toBe('correo, teléfono y dirección');
    expect(localeFormat('ca').list(items)).toBe('correo, teléfono i dirección');
    expect(localeFormat('en').list(['email', 'phone', 'address'])).toBe('email, phone and address');
    expect(localeFormat('es').list(['correo'])).toBe('correo');
  });

  it('uses Spanish for a language it does not know, and builds each language once', () => {
    expect(localeFormat('fr').locale).toBe('es-ES');
    expect(localeFormat('ca')).toBe(localeFormat('ca'));
  });
});

function Today() {
  const format = useLocaleFormat();
  return <p>{format.date('2026-12-01', 'long')}</p>;
}

describe('useLocaleFormat', () => {
  it('re-renders in the new language when it changes', async () => {
    render(<Today />);
    expect(screen.getByText('1 de diciembre de 2026')).toBeInTheDocument();
    await act(() => changeLanguage('ca'));
    expect(screen.getByText('1 de desembre del 2026')).toBeInTheDocument();
    await act(() => changeLanguage('en'));
    expect(screen.getByText('1 December 2026')).toBeInTheDocument();
  });
});
