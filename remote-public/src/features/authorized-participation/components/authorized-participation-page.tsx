import { Alert, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { DescriptionList } from '@enlace/shared/ui';
import { SubmitButton, TextField, formikValidator } from '@enlace/shared/ui/core';
import { CONSENT_DECLINE_REASON_MAX_LENGTH } from '@enlace/shared/domain/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { useParams } from 'react-router';
import type { ApiError } from '@enlace/shared/api';
import type { FormikHelpers } from 'formik';
import { PublicPageLayout } from '../../../components/public-page-layout';
import { withQueryCache } from '../../../components/with-query-cache';
import '../../../i18n/consent-translations';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { useAuthorizeParticipation } from '../api/authorize-participation';
import {
  type DeclineValues,
  declineParticipationInputSchema,
  useDeclineParticipation,
} from '../api/decline-participation';
import { type ConsentView, consentStateOf, useConsent } from '../api/get-consent';

const validateDecline = formikValidator<DeclineValues>(declineParticipationInputSchema);

function ConsentDetails({ consent }: { consent: ConsentView }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  const rows: Array<[string, string]> = [
    [t('consentChild'), `${consent.childName} ${consent.childSurname}`.trim()],
  ];
  if (consent.kind === 'participant') {
    rows.push([t('consentActivity'), consent.activityName ?? '']);
    if (consent.date) rows.push([t('consentDate'), format.date(consent.date, 'full')]);
    if (consent.scheduleStart && consent.scheduleEnd) {
      rows.push([
        t('consentTime'),
        t('consentTimeRange', {
          start: format.time(consent.scheduleStart),
          end: format.time(consent.scheduleEnd),
        }),
      ]);
    }
    rows.push([t('consentAddress'), consent.address ?? t('consentOnline')]);
  }
  rows.push([t('consentOrganisation'), consent.organisation]);
  return <DescriptionList items={rows} />;
}

function Notice({ status, text }: { status: 'error' | 'warning' | 'success' | 'info'; text: string }) {
  return (
    <Alert.Root status={status} role={status === 'success' || status === 'info' ? 'status' : 'alert'}>
      <Alert.Indicator />
      <Alert.Description>{text}</Alert.Description>
    </Alert.Root>
  );
}

type DeclineFormProps = {
  view: ConsentView;
  onDecline: (values: DeclineValues, helpers: FormikHelpers<DeclineValues>) => Promise<void>;
  onCancel: () => void;
};

/** The tutor's "no": what it means, an optional reason, and a confirmation. */
function DeclineForm({ view, onDecline, onCancel }: DeclineFormProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  return (
    <Formik<DeclineValues>
      initialValues={{ reason: '' }}
      validate={validateDecline}
      validateOnBlur={false}
      validateOnChange={false}
      onSubmit={onDecline}
    >
      <Form noValidate aria-labelledby="consent-decline-title">
        <Stack gap="4">
          <Text id="consent-decline-title" fontWeight="semibold">
            {t(view.kind === 'volunteer' ? 'consentVolunteerDeclineIntro' : 'consentDeclineIntro', {
              name: view.childName,
            })}
          </Text>
          <TextField
            name="reason"
            label={t('consentDeclineReason')}
            helperText={t('consentDeclineReasonHint', { max: CONSENT_DECLINE_REASON_MAX_LENGTH })}
            multiline
            rows={3}
          />
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <SubmitButton colorPalette="red">{t('consentDeclineSubmit')}</SubmitButton>
            <Button variant="outline" onClick={onCancel}>
              {t('consentDeclineCancel')}
            </Button>
          </Stack>
        </Stack>
      </Form>
    </Formik>
  );
}

type Outcome = 'done' | 'used' | 'declined' | 'refused' | 'invalid' | 'expired';

function AuthorizedParticipation() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  const { code = '' } = useParams();
  const consent = useConsent(code);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const onError = useCallback((error: ApiError) => {
    if (error.code === 'consent-already-given') setOutcome('used');
    else if (error.code === 'consent-declined') setOutcome('declined');
    else setOutcome(consentStateOf(error) ?? null);
  }, []);
  const authorize = useAuthorizeParticipation(code, onError);
  const decline = useDeclineParticipation(code, onError);
  const [sending, setSending] = useState(false);
  const [declining, setDeclining] = useState(false);

  // The link carries the tutor's personal code: never indexed.
  const codePageMeta = { description: t('meta.consentDescription'), noIndex: true };

  const status = outcome === 'invalid' || outcome === 'expired' ? outcome : consent.state;
  if (status === 'invalid' || status === 'expired') {
    return (
      <PublicPageLayout
        title={t(status === 'expired' ? 'consentExpiredTitle' : 'consentInvalidTitle')}
        {...codePageMeta}
      >
        <Notice
          status="error"
          text={t(status === 'expired' ? 'api.error.consent-code-expired' : 'api.error.invalid-consent-code')}
        />
      </PublicPageLayout>
    );
  }

  if (consent.state === 'ready') {
    const view = consent.data;
    const given = outcome === 'done' || outcome === 'used' || view.consented;
    const declined = outcome === 'declined' || Boolean(view.declined);
    const title = view.kind === 'volunteer' ? t('consentVolunteerTitle') : t('consentTitle');
    return (
      <PublicPageLayout
        title={title}
        {...codePageMeta}
        intro={t(view.kind === 'volunteer' ? 'consentVolunteerIntro' : 'consentIntro', {
          name: view.childName,
          organisation: view.organisation,
        })}
      >
        <Stack gap="5">
          <ConsentDetails consent={view} />
          {outcome === 'done' ? (
            <Notice status="success" text={t('consentDone')} />
          ) : outcome === 'refused' ? (
            <Notice status="success" text={t('consentDeclined')} />
          ) : given ? (
            <Notice status="info" text={t('api.error.consent-already-given')} />
          ) : declined ? (
            <Notice
              status="info"
              text={
                view.declinedAt
                  ? t('consentDeclinedOn', { date: format.date(view.declinedAt, 'long') })
                  : t('api.error.consent-declined')
              }
            />
          ) : declining ? (
            <DeclineForm
              view={view}
              onCancel={() => setDeclining(false)}
              onDecline={async (values, helpers) => {
                if (await decline(values, helpers)) setOutcome('refused');
              }}
            />
          ) : (
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
              <Button
                loading={sending}
                onClick={async () => {
                  setSending(true);
                  const done = await authorize();
                  setSending(false);
                  if (done) setOutcome('done');
                }}
              >
                {view.kind === 'volunteer' ? t('consentVolunteerSubmit') : t('consentSubmit')}
              </Button>
              <Button variant="outline" disabled={sending} onClick={() => setDeclining(true)}>
                {t('consentDecline')}
              </Button>
            </Stack>
          )}
        </Stack>
      </PublicPageLayout>
    );
  }

  return (
    <PublicPageLayout title={t('consentTitle')} {...codePageMeta}>
      {consent.state === 'error' ? (
        <Stack gap="4" align="flex-start">
          <Notice status="error" text={t('consentLoadError')} />
          <Button onClick={consent.reload}>{t('retry')}</Button>
        </Stack>
      ) : (
        <Stack direction="row" gap="3" align="center" role="status">
          <Spinner size="sm" />
          <Text>{t('loading')}</Text>
        </Stack>
      )}
    </PublicPageLayout>
  );
}

/**
 * /authorized-participation/{code}: the tutor sees what they are asked to authorise (the child, the activity,
 * where and when, the organisation) and authorises it or declines it, with an optional reason; an unknown,
 * replaced, expired, used or declined link gets its own clear page.
 */
export const AuthorizedParticipationPage = withQueryCache(AuthorizedParticipation);
