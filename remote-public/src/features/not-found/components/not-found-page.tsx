import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PublicPageLayout } from '../../../components/public-page-layout';
import { I18N_NAMESPACE } from '../../../i18n/translations';

/** Spec §2: any other path shows a 404 page marked noindex (the public remote holds the root catch-all). */
export function NotFoundPage() {
  const { t } = useTranslation(I18N_NAMESPACE);
  return (
    <PublicPageLayout
      title={t('notFoundTitle')}
      intro={t('notFoundText')}
      description={t('notFoundText')}
      noIndex
    >
      <Button asChild variant="outline">
        <RouterLink to="/">{t('backHome')}</RouterLink>
      </Button>
    </PublicPageLayout>
  );
}
