import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '@enlace/shared/ui/core';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { ShellFrame } from '../../../components/shell-frame';

/** Spec §2: any other path shows a 404 page marked noindex. */
export function NotFoundPage() {
  const { t } = useTranslation(I18N_NAMESPACE);
  return (
    <ShellFrame>
      <PageMeta title={t('notFoundTitle')} description={t('notFoundText')} noIndex />
      <Stack gap="4" align="flex-start">
        <Heading as="h1" size="2xl">
          {t('notFoundTitle')}
        </Heading>
        <Text>{t('notFoundText')}</Text>
        <Button asChild variant="outline">
          <Link to="/">{t('backHome')}</Link>
        </Button>
      </Stack>
    </ShellFrame>
  );
}
