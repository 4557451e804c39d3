import { Button, Card, Field, Heading, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '@enlace/shared/api';
import { useLocaleFormat } from '@enlace/shared/i18n';
import {
  downloadMyCertificate,
  type MyCertificate,
  useMyCertificates,
  useRefreshMyCertificates,
} from '../api/get-my-certificates';
import {
  type CertificatePeriodValues,
  certificatePeriodBody,
  certificatePeriodSchema,
  issueMyCertificate,
} from '../api/issue-my-certificate';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { useDuration } from '../hooks/use-duration';

/**
 * "Certificado de voluntariado" on "Mis horas": the volunteer downloads a certificate of the time given (all of it,
 * or the period chosen), and finds those issued before (by them or by the organisation) to download again.
 */
export function MyCertificates() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  const duration = useDuration();
  const [values, setValues] = useState<CertificatePeriodValues>({ from: '', to: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const list = useMyCertificates();
  const refreshCertificates = useRefreshMyCertificates();

  const change = (field: keyof CertificatePeriodValues) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: '' }));
  };
  const issue = async () => {
    setBusy(true);
    setErrors({});
    const certificate = await request(
      async () => {
        const issued = await issueMyCertificate(values);
        await downloadMyCertificate(issued);
        return issued;
      },
      {
        validation: { schema: certificatePeriodSchema, data: certificatePeriodBody(values) },
        setFieldErrors: setErrors,
      },
    );
    setBusy(false);
    if (certificate) refreshCertificates();
  };
  const period = (certificate: MyCertificate) =>
    certificate.from || certificate.to
      ? t('myActivities.certificates.period', {
          from: certificate.from ? format.date(certificate.from) : '…',
          to: certificate.to ? format.date(certificate.to) : '…',
        })
      : t('myActivities.certificates.allTime');

  return (
    <Card.Root as="section" aria-labelledby="my-certificates-title">
      <Card.Body p="4" gap="4">
        <Stack gap="1">
          <Heading as="h2" size="md" id="my-certificates-title">
            {t('myActivities.certificates.title')}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('myActivities.certificates.intro')}
          </Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <Field.Root invalid={Boolean(errors.from)}>
            <Field.Label>{t('myActivities.certificates.from')}</Field.Label>
            <Input type="date" name="from" value={values.from} onChange={change('from')} />
            <Field.ErrorText>{errors.from}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.to)}>
            <Field.Label>{t('myActivities.certificates.to')}</Field.Label>
            <Input type="date" name="to" value={values.to} onChange={change('to')} />
            <Field.ErrorText>{errors.to}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Text fontSize="sm" color="fg.muted">
          {t('myActivities.certificates.periodHint')}
        </Text>
        <Button
          colorPalette="brand"
          onClick={issue}
          loading={busy}
          loadingText={t('myActivities.certificates.issuing')}
          alignSelf={{ base: 'stretch', sm: 'flex-start' }}
          minH="11"
        >
          {t('myActivities.certificates.download')}
        </Button>
        {list.items.length > 0 ? (
          <Stack gap="2">
            <Heading as="h3" size="sm">
              {t('myActivities.certificates.issuedTitle')}
            </Heading>
            <Stack as="ul" listStyleType="none" gap="2" data-testid="my-certificates">
              {list.items.map((certificate) => (
                <li key={certificate.id}>
                  <HStack justify="space-between" align="center" gap="3" flexWrap="wrap">
                    <Stack gap="0" minW="0">
                      <Text fontWeight="bold">{period(certificate)}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        {t('myActivities.certificates.summary', {
                          hours: duration(certificate.totalMinutes),
                          date: format.date(certificate.issuedAt),
                        })}
                      </Text>
                      <Text fontSize="xs" color="fg.muted">
                        {certificate.reference}
                      </Text>
                    </Stack>
                    <Button
                      variant="outline"
                      size="sm"
                      minH="11"
                      aria-label={t('myActivities.certificates.downloadAgainOf', {
                        reference: certificate.reference,
                      })}
                      onClick={() => void request(() => downloadMyCertificate(certificate))}
                    >
                      {t('myActivities.certificates.downloadAgain')}
                    </Button>
                  </HStack>
                </li>
              ))}
            </Stack>
          </Stack>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
