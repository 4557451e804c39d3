import { Link } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * "Saltar al contenido": the first stop of the keyboard on every page, hidden until focused. It moves the focus
 * to the page's <main> (whichever page renders it) so that the header's links are not tabbed through each time.
 */
export function SkipLink() {
  const { t } = useTranslation('common');
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.querySelector('main');
    if (!main) return;
    // Not through the URL: the router would take the hash as a navigation (and scroll under the offset).
    event.preventDefault();
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus();
  };
  return (
    <Link
      href="#main"
      onClick={skip}
      position="absolute"
      top="2"
      left="2"
      zIndex="skipNav"
      px="4"
      py="3"
      borderRadius="md"
      bg="brand.solid"
      color="brand.contrast"
      fontWeight="semibold"
      textDecoration="underline"
      // Off screen until it has the focus (not display:none, which would take it out of the tab order).
      transform="translateY(-200%)"
      _focus={{ transform: 'none' }}
      focusRingColor="brand.fg"
    >
      {t('app.skipToContent')}
    </Link>
  );
}
