import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AreaLayout } from '@enlace/shared/ui';
import { I18N_NAMESPACE } from '../i18n/translations';

export function AreaNotFoundPage() {
  const { t } = useTranslation(I18N_NAMESPACE);
  return (
    <AreaLayout title={t('title')}>
      {/* React 19 hoists this into <head>. */}
      <meta name="robots" content="noindex" />
      <Stack gap="3" align="flex-start">
        <Heading as="h2" size="xl">
          {t('notFoundTitle')}
        </Heading>
        <Text>{t('notFoundText')}</Text>
        <Button asChild variant="outline">
          <Link to="..">{t('backHome')}</Link>
        </Button>
      </Stack>
    </AreaLayout>
  );
}
