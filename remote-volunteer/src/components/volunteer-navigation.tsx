import { Link, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { I18N_NAMESPACE } from '../i18n/translations';
import { useVolunteerSections } from './use-volunteer-sections';

/** The area's three sections on wide screens, one row of big tap targets; the current one is marked (phones: the menu). */
export function VolunteerNavigation() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const sections = useVolunteerSections();
  return (
    <SimpleGrid as="nav" aria-label={t('nav.label')} columns={3} gap="1">
      {sections.map(({ to, label, end }) => (
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
            {label}
          </NavLink>
        </Link>
      ))}
    </SimpleGrid>
  );
}
