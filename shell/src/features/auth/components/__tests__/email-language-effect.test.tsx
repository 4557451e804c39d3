import { act, render } from '@testing-library/react';
import { apiPatch } from '@enlace/shared/api';
import { i18n } from '@enlace/shared/i18n';
import { useSessionStore } from '@enlace/shared/session';
import { EmailLanguageEffect } from '../email-language-effect';

const patch = apiPatch as jest.Mock;

afterEach(async () => {
  useSessionStore.getState().clear();
  await act(() => i18n.changeLanguage('es'));
  patch.mockClear();
});

describe('EmailLanguageEffect', () => {
  it('stores the new screen language as the language of the signed-in person’s emails', async () => {
    useSessionStore.setState({ token: 'token' });
    render(<EmailLanguageEffect />);
    await act(() => i18n.changeLanguage('ca'));
    expect(patch).toHaveBeenCalledWith('me/settings', { language: 'ca' });
  });

  it('stores nothing for a visitor who is not signed in', async () => {
    render(<EmailLanguageEffect />);
    await act(() => i18n.changeLanguage('en'));
    expect(patch).not.toHaveBeenCalled();
  });
});
