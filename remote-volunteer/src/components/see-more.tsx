import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { I18N_NAMESPACE } from '../i18n/translations';
import type { PagedListState } from '../hooks/use-paged-list';

/** Under a paged list: how many are shown, and "Ver más" while there are more (or "Reintentar" if it failed). */
export function SeeMore<T extends { '@id': string }>({ list }: { list: PagedListState<T> }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  return (
    <Stack gap="2" align="center">
      <Text color="fg.muted" fontSize="sm" aria-live="polite">
        {t('list.shown', { shown: list.items.length, total: list.totalItems })}
      </Text>
      {list.moreFailed ? (
        <Button variant="outline" minH="11" w={{ base: 'full', sm: 'auto' }} onClick={list.reload}>
          {t('list.retry')}
        </Button>
      ) : list.hasMore ? (
        <Button
          variant="outline"
          minH="11"
          w={{ base: 'full', sm: 'auto' }}
          loading={list.loadingMore}
          onClick={list.loadMore}
        >
          {t('list.seeMore')}
        </Button>
      ) : null}
    </Stack>
  );
}
