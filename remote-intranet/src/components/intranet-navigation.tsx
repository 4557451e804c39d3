import { HStack, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { I18N_NAMESPACE } from '../i18n/translations';
import { useIntranetSections } from './use-intranet-sections';

/** The intranet's section links the staff member may open; the current one is marked for sight and for screen readers. */
export function IntranetNavigation() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const sections = useIntranetSections();
  return (
    <HStack as="nav" aria-label={t('nav.label')} gap="1" wrap="wrap">
      {sections.map(({ to, label, end }) => (
        <Link
          key={to}
          asChild
          px="3"
          py="2"
          borderRadius="md"
          fontWeight="medium"
          color="fg.muted"
          _currentPage={{ color: 'brand.fg', bg: 'brand.subtle' }}
        >
          <NavLink to={to} end={end}>
            {label}
          </NavLink>
        </Link>
      ))}
    </HStack>
  );
}
