import { Button, Card, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Beneficiary } from '@enlace/shared/domain';
import { useCan } from '../../../hooks/use-can';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { addTutoredPersonPath, beneficiaryPath } from '../../../config/paths';
import { AgeGroupBadge } from './age-group-badge';

export type TutoredPersonsProps = { beneficiary: Beneficiary };

/** An adult's tutored persons, each linked to their page, and "add a tutored person". */
export function TutoredPersons({ beneficiary }: TutoredPersonsProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const canCreate = useCan('beneficiary:create');
  const name = `${beneficiary.name} ${beneficiary.surname}`;
  const people = beneficiary.tutoredPersons;
  return (
    <Card.Root as="section" aria-labelledby="tutored-persons-title" mb="8" size="sm">
      <Card.Body>
        <Stack gap="3">
          <Text as="h2" id="tutored-persons-title" fontWeight="semibold" fontSize="lg">
            {t('beneficiary.sections.tutoredPersons')}
          </Text>
          {people.length ? (
            <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
              {people.map((person) => (
                <Stack as="li" key={person['@id']} direction="row" gap="2" align="center" wrap="wrap">
                  <Link asChild color="brand.fg" fontWeight="medium">
                    <RouterLink to={beneficiaryPath(person.id)}>
                      {person.name} {person.surname}
                    </RouterLink>
                  </Link>
                  {person.ageGroup ? <AgeGroupBadge ageGroup={person.ageGroup} /> : null}
                </Stack>
              ))}
            </Stack>
          ) : (
            <Text color="fg.muted">{t('beneficiary.tutoredNone')}</Text>
          )}
          {canCreate ? (
            <Button asChild variant="outline" size="sm" alignSelf="flex-start">
              <RouterLink
                to={addTutoredPersonPath(beneficiary.id)}
                aria-label={t('beneficiary.addTutoredNamed', { name })}
              >
                {t('beneficiary.addTutored')}
              </RouterLink>
            </Button>
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
