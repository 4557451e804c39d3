import {
  Box,
  Button,
  Field,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hoursAndMinutes } from '@enlace/shared/domain';
import { request } from '@enlace/shared/api';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { useCan } from '../../../hooks/use-can';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import {
  downloadCertificate,
  useVolunteerCertificates,
  type VolunteerCertificate,
} from '../api/get-volunteer-certificates';
import {
  type CertificatePeriodValues,
  certificatePeriodBody,
  certificatePeriodSchema,
  issueVolunteerCertificate,
} from '../api/issue-volunteer-certificate';

export type VolunteerCertificatesProps = { volunteerId: number };

/**
 * "Certificados de voluntariado" on a volunteer's record: staff issue one for the period chosen (all the time when
 * left empty), which downloads at once, and find those issued before, with who issued them.
 */
export function VolunteerCertificates({ volunteerId }: VolunteerCertificatesProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  const titleId = useId();
  const canIssue = useCan('certificate:issue');
  const [values, setValues] = useState<CertificatePeriodValues>({ from: '', to: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [version, setVersion] = useState(0);
  const certificates = useVolunteerCertificates(volunteerId, version);

  const duration = (total: number) => {
    const { hours, minutes } = hoursAndMinutes(total);
    const key = minutes === 0 ? 'durationHours' : hours === 0 ? 'durationMinutes' : 'duration';
    return t(`certificates.${key}`, { hours, minutes });
  };
  const change = (field: keyof CertificatePeriodValues) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: '' }));
  };
  const issue = async () => {
    setBusy(true);
    setErrors({});
    const issued = await request(
      async () => {
        const certificate = await issueVolunteerCertificate(volunteerId, values);
        await downloadCertificate(certificate);
        return certificate;
      },
      {
        validation: { schema: certificatePeriodSchema, data: certificatePeriodBody(values) },
        setFieldErrors: setErrors,
      },
    );
    setBusy(false);
    if (issued) setVersion((current) => current + 1);
  };
  const period = (certificate: VolunteerCertificate) =>
    certificate.from || certificate.to
      ? t('certificates.period', {
          from: certificate.from ? format.date(certificate.from) : '…',
          to: certificate.to ? format.date(certificate.to) : '…',
        })
      : t('certificates.allTime');

  return (
    <Box as="section" aria-labelledby={titleId} mt="10">
      <Heading as="h2" id={titleId} size="lg" mb="2">
        {t('certificates.title')}
      </Heading>
      <Text color="fg.muted" mb="4">
        {t('certificates.intro')}
      </Text>
      {canIssue ? (
        <Stack gap="3" mb="6">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" maxW="xl">
            <Field.Root invalid={Boolean(errors.from)}>
              <Field.Label>{t('certificates.from')}</Field.Label>
              <Input type="date" name="from" value={values.from} onChange={change('from')} />
              <Field.ErrorText>{errors.from}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(errors.to)}>
              <Field.Label>{t('certificates.to')}</Field.Label>
              <Input type="date" name="to" value={values.to} onChange={change('to')} />
              <Field.ErrorText>{errors.to}</Field.ErrorText>
            </Field.Root>
          </SimpleGrid>
          <Text fontSize="sm" color="fg.muted">
            {t('certificates.periodHint')}
          </Text>
          <Button
            colorPalette="brand"
            alignSelf={{ base: 'stretch', sm: 'flex-start' }}
            minH="11"
            loading={busy}
            loadingText={t('certificates.issuing')}
            onClick={issue}
          >
            {t('certificates.issue')}
          </Button>
        </Stack>
      ) : null}
      <Heading as="h3" size="md" mb="3">
        {t('certificates.issued')}
      </Heading>
      {!certificates.data ? (
        certificates.state === 'error' ? (
          <Text>{t('certificates.loadError')}</Text>
        ) : (
          <Spinner size="sm" role="status" aria-label={t('app.loading', { ns: 'common' })} />
        )
      ) : certificates.data.member.length === 0 ? (
        <Text color="fg.muted">{t('certificates.empty')}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" m="0" gap="3" data-testid="volunteer-certificates">
          {certificates.data.member.map((certificate) => (
            <Box as="li" key={certificate.id} borderWidth="1px" borderRadius="md" p="3">
              <HStack justify="space-between" align="center" gap="3" flexWrap="wrap">
                <Stack gap="0" minW="0">
                  <Text fontWeight="semibold">{period(certificate)}</Text>
                  <Text fontSize="sm">
                    {t('certificates.summary', {
                      hours: duration(certificate.totalMinutes),
                      sessions: certificate.sessions,
                      date: format.dateTime(certificate.issuedAt),
                    })}
                  </Text>
                  {certificate.issuedBy ? (
                    <Text fontSize="sm" color="fg.muted">
                      {t('certificates.by', {
                        name: `${certificate.issuedBy.name} ${certificate.issuedBy.surname}`.trim(),
                      })}
                    </Text>
                  ) : null}
                  <Text fontSize="xs" color="fg.muted">
                    {certificate.reference}
                  </Text>
                </Stack>
                <Button
                  variant="outline"
                  size="sm"
                  minH="11"
                  aria-label={t('certificates.downloadOf', { reference: certificate.reference })}
                  onClick={() => void request(() => downloadCertificate(certificate))}
                >
                  {t('certificates.download')}
                </Button>
              </HStack>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
