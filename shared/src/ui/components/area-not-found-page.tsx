import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAreaDescription } from '../hooks/use-area-description';
import { AreaLayout } from './area-layout';

export type AreaNotFoundPageProps = {
  /** The area's i18next namespace: its `title` names the area, its `meta.description` describes it. */
  namespace: string;
};

/** An unknown path inside a signed-in area: the area's layout, a way back to its start, not indexed. */
export function AreaNotFoundPage({ namespace }: AreaNotFoundPageProps) {
  const { t } = useTranslation('common');
  const description = useAreaDescription(namespace);
  return (
    <AreaLayout
      title={t('title', { ns: namespace })}
      documentTitle={t('areaNotFound.title')}
      description={description}
    >
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
