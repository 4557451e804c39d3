import {
  Box,
  Button,
  Dialog,
  Heading,
  HStack,
  Link as ChakraLink,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { useConsentStore } from '../../../stores/consent-store';

/** The public pages a person must be able to read before deciding: the notice steps aside on them. */
const POLICY_PATHS = [
  '/cookie-policy',
  '/privacy-policy',
  '/terms-and-conditions',
  '/data-processing-agreement',
];

/**
 * Spec §2/§4: shown while no consent value is stored; only Accept or Reject closes it. Everywhere it is a modal
 * dialog, except on the policy pages, where it becomes a panel at the bottom of the screen so that the policy it
 * links to can be read and scrolled (consent is still asked: the panel stays until a choice is made).
 */
export default function CookieConsentNotice() {
  const { pathname } = useLocation();
  const undecided = useConsentStore((state) => state.value === undefined);
  const onPolicyPage = POLICY_PATHS.includes(pathname.replace(/\/+$/, ''));

  if (undecided && onPolicyPage) return <CookieConsentPanel />;
  return <CookieConsentDialog open={undecided} />;
}

function CookieConsentDialog({ open }: { open: boolean }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const accept = useConsentStore((state) => state.accept);
  const reject = useConsentStore((state) => state.reject);

  return (
    <Dialog.Root
      open={open}
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

/** A non-modal notice fixed to the bottom; a spacer of its height keeps the end of the page reachable. */
function CookieConsentPanel() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const accept = useConsentStore((state) => state.accept);
  const reject = useConsentStore((state) => state.reject);
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);

  useEffect(() => {
    const element = panel.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <Box aria-hidden="true" height={`${height}px`} />
      <Box
        ref={panel}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        position="fixed"
        insetX="0"
        bottom="0"
        zIndex="modal"
        bg="bg.panel"
        borderTopWidth="1px"
        boxShadow="lg"
        px={{ base: '4', md: '8' }}
        py="4"
      >
        <Stack
          gap="3"
          maxW="5xl"
          mx="auto"
          direction={{ base: 'column', md: 'row' }}
          align={{ md: 'center' }}
        >
          <Stack gap="1" flex="1">
            <Heading as="h2" size="md" id={titleId}>
              {t('cookiesTitle')}
            </Heading>
            <Text textStyle="sm">{t('cookiesText')}</Text>
            <Text textStyle="sm" color="fg.muted">
              {t('cookiesReadAbove')}
            </Text>
          </Stack>
          <HStack gap="3" flexShrink={0}>
            <Button variant="outline" onClick={reject}>
              {t('cookiesReject')}
            </Button>
            <Button onClick={accept}>{t('cookiesAccept')}</Button>
          </HStack>
        </Stack>
      </Box>
    </>
  );
}
