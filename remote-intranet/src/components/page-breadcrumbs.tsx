import { Box, Link, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { I18N_NAMESPACE } from '../i18n/translations';

export type Breadcrumb = { label: ReactNode; to?: string };

export type PageBreadcrumbsProps = { items: Breadcrumb[] };

/** Where a page sits (e.g. Voluntariado › Ana Pérez); the links lead back up. The last item is the page. */
export function PageBreadcrumbs({ items }: PageBreadcrumbsProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  return (
    <Box as="nav" aria-label={t('breadcrumbs')} mb="2" fontSize="sm">
      <Box as="ol" display="flex" flexWrap="wrap" gap="1" listStyleType="none" p="0" m="0">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <Fragment key={index}>
              <Box as="li" display="inline-flex" gap="1" color="fg.muted">
                {item.to && !last ? (
                  <Link asChild color="brand.fg">
                    <RouterLink to={item.to}>{item.label}</RouterLink>
                  </Link>
                ) : (
                  <Text as="span" aria-current={last ? 'page' : undefined}>
                    {item.label}
                  </Text>
                )}
                {last ? null : <span aria-hidden="true">›</span>}
              </Box>
            </Fragment>
          );
        })}
      </Box>
    </Box>
  );
}
