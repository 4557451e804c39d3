import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, i18n, LANGUAGE_STORAGE_KEY } from '../../i18n';
import { LanguagePicker } from '../index';
import { renderWithProviders } from '../../testing/render-with-providers';

jest.setTimeout(30_000);

afterEach(async () => {
  await act(() => changeLanguage('es'));
});

describe('LanguagePicker', () => {
  it('names each language in itself and switches to Catalan, remembered for the next visit', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LanguagePicker />);
    const picker = screen.getByRole('combobox', { name: 'Idioma' });
    const options = within(picker).getAllByRole('option');
    expect(options.map((option) => [option.textContent, option.getAttribute('lang')])).toEqual([
      ['Español', 'es'],
      ['English', 'en'],
      ['Català', 'ca'],
    ]);

    await user.selectOptions(picker, 'ca');
    expect(await screen.findByRole('combobox', { name: 'Idioma' })).toHaveValue('ca');
    expect(i18n.language).toBe('ca');
    expect(document.documentElement.lang).toBe('ca');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ca');
  });
});
