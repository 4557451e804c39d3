import { Card, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { MyPartnerColleague } from '@enlace/shared/domain';
import { I18N_NAMESPACE } from '../../../i18n/translations';

export type MyPartnerColleaguesProps = { colleagues: MyPartnerColleague[] };

/** The organisation's other contact persons, one card each (a list reads better than a table on a phone). */
export function MyPartnerColleagues({ colleagues }: MyPartnerColleaguesProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  return (
    <Stack as="section" gap="3" aria-labelledby="my-partner-colleagues">
      <Heading as="h3" id="my-partner-colleagues" size="md">
        {t('colleaguesTitle')}
      </Heading>
      {colleagues.length === 0 ? (
        <Text color="fg.muted">{t('noColleagues')}</Text>
      ) : (
        <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="3" listStyleType="none" p="0" m="0">
          {colleagues.map((person) => (
            <Card.Root as="li" key={person.id} size="sm">
              <Card.Body>
                <Stack gap="1">
                  <Text fontWeight="semibold">
                    {person.name} {person.surname}
                  </Text>
                  {person.jobTitle ? <Text color="fg.muted">{person.jobTitle}</Text> : null}
                  <Link href={`mailto:${person.email}`} color="brand.fg" wordBreak="break-all">
                    {person.email}
                  </Link>
                  {person.phoneMobile ? (
                    <Link
                      href={`tel:${person.phonePrefixMobile ?? ''}${person.phoneMobile}`}
                      color="brand.fg"
                    >
                      {[person.phonePrefixMobile, person.phoneMobile].filter(Boolean).join(' ')}
                    </Link>
                  ) : null}
                </Stack>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
