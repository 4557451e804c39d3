import { Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { tutorDataOf, type Beneficiary, isResourceId } from '@enlace/shared/domain';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { ErrorState, LoadingState } from '@enlace/shared/ui';
import { AreaNotFoundPage } from '../../../components/area-not-found-page';
import { IntranetPage } from '../../../components/intranet-page';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { useCreateBeneficiary } from '../api/create-beneficiary';
import { useBeneficiary } from '../api/get-beneficiary';
import { BENEFICIARIES_PATH, TUTOR_PARAM, beneficiaryPath } from '../../../config/paths';
import { emptyBeneficiaryFormValues, tutoredPersonFormValues } from '../utils/beneficiary-form-values';
import { BeneficiaryForm } from './beneficiary-form';

/**
 * /intranet/beneficiary/create registers a beneficiary; with `?tutor={id}` ("add a tutored person", from an
 * adult's page) it registers a person tutored by that adult, whose data fills the tutor fields.
 */
export function BeneficiaryCreatePage() {
  const [params] = useSearchParams();
  const tutorId = params.get(TUTOR_PARAM);
  if (tutorId === null) return <NewBeneficiary />;
  if (!isResourceId(tutorId)) return <AreaNotFoundPage />;
  return <NewTutoredPerson key={tutorId} tutorId={tutorId} />;
}

function NewBeneficiary() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const initialValues = useMemo(emptyBeneficiaryFormValues, []);
  return (
    <IntranetPage
      title={t('beneficiary.createTitle')}
      breadcrumbs={[
        { label: t('beneficiaries.title'), to: BENEFICIARIES_PATH },
        { label: t('beneficiary.createTitle') },
      ]}
    >
      <Text color="fg.muted" mb="6">
        {t('beneficiary.createIntro')}
      </Text>
      <CreateForm initialValues={initialValues} />
    </IntranetPage>
  );
}

function NewTutoredPerson({ tutorId }: { tutorId: string }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const tutor = useBeneficiary(tutorId);
  const adult = tutor.state === 'ready' ? tutor.data : undefined;
  const initialValues = useMemo(() => (adult ? tutoredPersonFormValues(adult) : undefined), [adult]);

  if (tutor.state === 'not-found') return <AreaNotFoundPage />;
  const listCrumb = { label: t('beneficiaries.title'), to: BENEFICIARIES_PATH };
  if (!adult || !initialValues) {
    return (
      <IntranetPage title={t('beneficiary.addTutored')} breadcrumbs={[listCrumb]}>
        {tutor.state === 'error' ? <ErrorState onRetry={tutor.reload} /> : <LoadingState />}
      </IntranetPage>
    );
  }
  const name = `${adult.name} ${adult.surname}`;
  return (
    <IntranetPage
      title={t('beneficiary.addTutoredTitle', { name })}
      breadcrumbs={[
        listCrumb,
        { label: name, to: beneficiaryPath(adult.id) },
        { label: t('beneficiary.addTutored') },
      ]}
    >
      <Text color="fg.muted" mb="6">
        <TutoredPersonIntro adult={adult} name={name} />
      </Text>
      <CreateForm initialValues={initialValues} tutor={adult} />
    </IntranetPage>
  );
}

/** Says what the adult's record filled in, and names what it could not (an adult without email, phone…). */
function TutoredPersonIntro({ adult, name }: { adult: Beneficiary; name: string }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  const given = tutorDataOf(adult);
  const missing = [
    given.tutorEmail === null && t('beneficiary.tutorMissing.email'),
    given.tutorPhone === null && t('beneficiary.tutorMissing.phone'),
    given.tutorAddress === null && t('beneficiary.tutorMissing.address'),
  ].filter((item): item is string => typeof item === 'string');
  if (missing.length === 0) return t('beneficiary.addTutoredIntro', { name });
  return t('beneficiary.addTutoredIntroPartial', {
    name,
    missing: format.list(missing),
    count: missing.length,
  });
}

type CreateFormProps = {
  initialValues: ReturnType<typeof emptyBeneficiaryFormValues>;
  /** Adding a tutored person of this adult. */
  tutor?: Beneficiary;
};

function CreateForm({ initialValues, tutor }: CreateFormProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const navigate = useNavigate();
  const create = useCreateBeneficiary(tutor !== undefined);
  return (
    <BeneficiaryForm
      initialValues={initialValues}
      forMinor={tutor !== undefined}
      submitLabel={t('beneficiary.create')}
      onSubmit={async (values, helpers) => {
        const created = await create(values, helpers);
        if (created) navigate(beneficiaryPath(created.id));
      }}
    />
  );
}
