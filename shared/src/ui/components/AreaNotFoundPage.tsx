import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AreaLayout } from './AreaLayout';

export type AreaNotFoundPageProps = {
  /** The area's name, the page's title. */
  areaTitle: string;
  /** The area's meta description. */
  areaDescription: string;
};

/** An unknown path inside a signed-in area: the area's layout, a way back to its start, not indexed. */
export function AreaNotFoundPage({ areaTitle, areaDescription }: AreaNotFoundPageProps) {
  const { t } = useTranslation('common');
  return (
    <AreaLayout title={areaTitle} documentTitle={t('areaNotFound.title')} description={areaDescription}>
      <Stack gap="3" align="flex-start">
        <Heading as="h2" size="xl">
          {t('areaNotFound.title')}
        </Heading>
        <Text>{t('areaNotFound.text')}</Text>
        <Button asChild variant="outline">
          <Link to="..">{t('areaNotFound.backHome')}</Link>
        </Button>
      </Stack>
    </AreaLayout>
  );
}
