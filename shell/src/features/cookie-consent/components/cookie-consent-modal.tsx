import { Button, Dialog, Link as ChakraLink, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { useConsentStore } from '../stores/consent-store';

/** Spec §2/§4: shown while no consent value is stored; only Accept or Reject closes it. */
export function CookieConsentModal() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const undecided = useConsentStore((state) => state.value === undefined);
  const accept = useConsentStore((state) => state.accept);
  const reject = useConsentStore((state) => state.reject);

  return (
    <Dialog.Root
      open={undecided}
      size="lg"
      placement="center"
      closeOnInteractOutside={false}
      closeOnEscape={false}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('cookiesTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>{t('cookiesText')}</Text>
                <ChakraLink asChild variant="underline">
                  <Link to="/cookie-policy">{t('cookiesPolicy')}</Link>
                </ChakraLink>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={reject}>
                {t('cookiesReject')}
              </Button>
              <Button onClick={accept}>{t('cookiesAccept')}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
