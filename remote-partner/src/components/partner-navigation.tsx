import { Link, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { I18N_NAMESPACE } from '../i18n/translations';
import { PARTNER_PATHS } from '../partner-paths';

const SECTIONS = [
  { to: PARTNER_PATHS.home, label: 'nav.home', end: true },
  { to: PARTNER_PATHS.myAccount, label: 'nav.myAccount', end: false },
] as const;

/** The area's sections, one row of big tap targets that fits a phone; the current one is marked. */
export function PartnerNavigation() {
  const { t } = useTranslation(I18N_NAMESPACE);
  return (
    <SimpleGrid as="nav" aria-label={t('nav.label')} columns={2} gap="1" maxW="md">
      {SECTIONS.map(({ to, label, end }) => (
        <Link
          key={to}
          asChild
          minH="11"
          px="2"
          justifyContent="center"
          textAlign="center"
          borderRadius="md"
          fontWeight="medium"
          fontSize={{ base: 'sm', sm: 'md' }}
          color="fg.muted"
          _currentPage={{ color: 'brand.fg', bg: 'brand.subtle' }}
        >
          <NavLink to={to} end={end}>
            {t(label)}
          </NavLink>
        </Link>
      ))}
    </SimpleGrid>
  );
}
