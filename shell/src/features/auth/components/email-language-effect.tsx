import { useEffect } from 'react';
import { apiPatch } from '@enlace/shared/api';
import { i18n, isSupportedLanguage } from '@enlace/shared/i18n';
import { useSessionStore } from '@enlace/shared/session';

/**
 * A person who changes the screen's language while signed in gets their emails in it from then on: the choice is
 * stored with their settings (`PATCH /api/me/settings`). Signed out, the next sign-in tells the API.
 */
export function EmailLanguageEffect() {
  useEffect(() => {
    const remember = (language: string) => {
      if (!useSessionStore.getState().token || !isSupportedLanguage(language)) return;
      // Nothing to show if it fails: the next sign-in stores the language again.
      apiPatch('me/settings', { language }).catch(() => undefined);
    };
    i18n.on('languageChanged', remember);
    return () => i18n.off('languageChanged', remember);
  }, []);
  return null;
}
