import { Link, SimpleGrid } from '@chakra-ui/react';
import { NavLink } from 'react-router';
import type { AreaNavigation } from './compact-navigation';

export type AreaSectionsRowProps = AreaNavigation & {
  /** The most width the row takes (a row of two stays narrow). */
  maxW?: string;
};

/**
 * A small area's sections on wide screens: one row of big tap targets, one column per section, the current one
 * marked (phones get the same links in the menu).
 */
export function AreaSectionsRow({ label, links, maxW }: AreaSectionsRowProps) {
  return (
    <SimpleGrid as="nav" aria-label={label} columns={links.length} gap="1" maxW={maxW}>
      {links.map(({ to, label: text, end }) => (
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
            {text}
          </NavLink>
        </Link>
      ))}
    </SimpleGrid>
  );
}
