import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { I18N_NAMESPACE } from '../../i18n/translations';

export type ListPaginationProps = {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
};

/** Previous and next page, and where the list is. */
export function ListPagination({ page, pages, onPageChange }: ListPaginationProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  return (
    <HStack as="nav" aria-label={t('list.pagination')} justify="space-between" wrap="wrap" gap="3">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {t('list.previousPage')}
      </Button>
      <Text>{t('list.pageOf', { page: format.number(page), pages: format.number(pages) })}</Text>
      <Button variant="outline" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        {t('list.nextPage')}
      </Button>
    </HStack>
  );
}
