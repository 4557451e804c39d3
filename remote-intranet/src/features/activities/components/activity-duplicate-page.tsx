import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { duplicateActivitySchema, isResourceId } from '@enlace/shared/domain';
import { FocusFirstError, requiredFieldsOf, UnsavedChangesGuard } from '@enlace/shared/forms';
import { ErrorState, SubmitButton, TextField, formikValidator, LoadingState } from '@enlace/shared/ui';
import { AreaNotFoundPage } from '../../../components/area-not-found-page';
import { IntranetPage } from '../../../components/intranet-page';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { type DuplicateActivityValues, useDuplicateActivity } from '../api/duplicate-activity';
import { useActivity } from '../api/get-activity';
import { ACTIVITIES_PATH, activityPath } from '../../../config/paths';

const validate = formikValidator<DuplicateActivityValues>(duplicateActivitySchema);
const required = requiredFieldsOf(duplicateActivitySchema);

/** /intranet/activity/duplicate/{id}: the copy's name and new dates, prefilled from the source. */
export function ActivityDuplicatePage() {
  const { id = '' } = useParams();
  if (!isResourceId(id)) return <AreaNotFoundPage />;
  return <ActivityDuplicateContent key={id} id={id} />;
}

function ActivityDuplicateContent({ id }: { id: string }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const navigate = useNavigate();
  const source = useActivity(id);
  const duplicate = useDuplicateActivity(Number(id));
  const data = source.state === 'ready' ? source.data : undefined;
  const initialValues = useMemo<DuplicateActivityValues | undefined>(
    () => (data ? { name: data.name, dateStart: data.dateStart, dateEnd: data.dateEnd } : undefined),
    [data],
  );

  if (source.state === 'not-found') return <AreaNotFoundPage />;
  const listCrumb = { label: t('activities.title'), to: ACTIVITIES_PATH };
  if (!data || !initialValues) {
    return (
      <IntranetPage title={t('activities.title')} breadcrumbs={[listCrumb]}>
        {source.state === 'error' ? <ErrorState onRetry={source.reload} /> : <LoadingState />}
      </IntranetPage>
    );
  }

  const title = t('activity.duplicateTitle', { name: data.name });
  const label = (field: string) => t(`fields.${field}`, { ns: 'domain' });
  return (
    <IntranetPage
      title={title}
      breadcrumbs={[
        listCrumb,
        { label: data.name, to: activityPath(data.id) },
        { label: t('activity.duplicate') },
      ]}
    >
      <Text color="fg.muted" mb="6">
        {t('activity.duplicateIntro')}
      </Text>
      <Formik<DuplicateActivityValues>
        initialValues={initialValues}
        validate={validate}
        validateOnBlur={false}
        validateOnChange={false}
        onSubmit={async (values, helpers) => {
          const copy = await duplicate(values, helpers);
          if (copy) navigate(activityPath(copy.id));
        }}
      >
        <Form noValidate>
          <FocusFirstError />
          <UnsavedChangesGuard />
          <Stack gap="6" maxW="2xl">
            <TextField name="name" label={t('activity.duplicateName')} required={required.has('name')} />
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <TextField name="dateStart" label={label('dateStart')} type="date" required />
              <TextField name="dateEnd" label={label('dateEnd')} type="date" required />
            </SimpleGrid>
            <SubmitButton alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
              {t('activity.duplicateSubmit')}
            </SubmitButton>
          </Stack>
        </Form>
      </Formik>
    </IntranetPage>
  );
}
