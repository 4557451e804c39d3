import { Card, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { FORMS_NAMESPACE } from '@enlace/shared/forms';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import type { VolunteerDetail } from '../api/get-volunteer';
import { VolunteerStatusBadge } from './volunteer-status-badge';

export type VolunteerStatusBlockProps = { volunteer: VolunteerDetail };

/** The read-only part of the status group: status, validation (when and by whom), account access, created at. */
export function VolunteerStatusBlock({ volunteer }: VolunteerStatusBlockProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  const field = (name: string) => t(`fields.${name}`, { ns: 'domain' });
  const none = t('volunteer.none');
  const items: [string, ReactNode][] = [
    [field('status'), <VolunteerStatusBadge key="status" status={volunteer.status} />],
    [field('validatedAt'), volunteer.validatedAt ? format.dateTime(volunteer.validatedAt) : none],
    [
      field('validatedBy'),
      volunteer.validatedByName ?? (volunteer.validatedBy ? t('volunteer.unknownStaff') : none),
    ],
    [field('accessStatus'), t(`volunteer.access.${volunteer.accessStatus}`)],
    [field('createdAt'), format.dateTime(volunteer.createdAt)],
  ];
  // A minor volunteers only once the tutor has authorised it through the emailed link.
  if (volunteer.guardianConsent === 'pending') {
    items.push([t('volunteer.tutorSection'), t('volunteer.guardianConsent.pending')]);
  } else if (volunteer.guardianConsent === 'declined' && volunteer.guardianDeclinedAt) {
    // The tutor said no through the link: the volunteer cannot sign up, and the family is not asked again.
    const declined = t('volunteer.guardianConsent.declined', {
      date: format.dateTime(volunteer.guardianDeclinedAt),
    });
    items.push([
      t('volunteer.tutorSection'),
      volunteer.guardianDeclineReason
        ? `${declined}. ${t('volunteer.guardianConsent.declineReason', { reason: volunteer.guardianDeclineReason })}`
        : declined,
    ]);
  } else if (volunteer.guardianConsent === 'given' && volunteer.guardianConsentedAt) {
    items.push([
      t('volunteer.tutorSection'),
      t('volunteer.guardianConsent.given', {
        date: format.dateTime(volunteer.guardianConsentedAt),
      }),
    ]);
  }
  return (
    <Card.Root as="section" aria-labelledby="volunteer-status-title" mb="8" size="sm">
      <Card.Body>
        <Stack gap="3">
          <Text as="h2" id="volunteer-status-title" fontWeight="semibold" fontSize="lg">
            {t('sections.status', { ns: FORMS_NAMESPACE })}
          </Text>
          <SimpleGrid as="dl" columns={{ base: 1, sm: 2, lg: items.length }} gap="4">
            {items.map(([term, value]) => (
              <Stack key={term} gap="1">
                <chakra.dt fontSize="sm" color="fg.muted">
                  {term}
                </chakra.dt>
                <chakra.dd m="0" fontWeight="medium">
                  {value}
                </chakra.dd>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
