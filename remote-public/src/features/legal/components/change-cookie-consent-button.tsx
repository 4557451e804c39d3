import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { forgetCookieConsent } from '../utils/forget-cookie-consent';
import { reloadPage } from '../utils/reload-page';

/**
 * Withdraws or changes the cookie decision: the decision and the analytics cookies are forgotten and the page
 * starts again, so that the shell's cookie notice asks afresh and analytics already loaded are gone.
 */
export function ChangeCookieConsentButton() {
  const { t } = useTranslation(I18N_NAMESPACE);
  return (
    <Button
      alignSelf="flex-start"
      variant="outline"
      onClick={() => {
        forgetCookieConsent();
        reloadPage();
      }}
    >
      {t('legal.cookies.changeConsent')}
    </Button>
  );
}
