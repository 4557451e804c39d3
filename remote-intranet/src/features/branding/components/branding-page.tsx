import { Text } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormikHelpers } from 'formik';
import type { TenantBranding } from '@enlace/shared/domain';
import { ErrorState, LoadingState } from '@enlace/shared/ui';
import { AreaNotFoundPage } from '../../../components/area-not-found-page';
import { IntranetPage } from '../../../components/intranet-page';
import { useCan } from '../../../hooks/use-can';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { useBranding } from '../api/get-branding';
import { saveBranding } from '../api/update-branding';
import {
  type BrandingFormValues,
  toBrandingErrors,
  toBrandingFormValues,
  toBrandingPayload,
} from '../utils/branding-form-values';
import { BrandingForm } from './branding-form';
import { BrandingImagesSection } from './branding-images-section';

/**
 * /intranet/branding, administrators only: the organisation's colour, name, website, images, home page texts
 * (Spanish, and English and Catalan absent or complete) and analytics. Anyone else gets the area's not-found page,
 * and the API is never asked.
 */
export function BrandingPage() {
  const canEdit = useCan('branding:update');
  return canEdit ? <Branding /> : <AreaNotFoundPage />;
}

function Branding() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const branding = useBranding();
  const data = branding.state === 'ready' ? branding.data : undefined;
  const { replace } = branding;
  const initialValues = useMemo(() => (data ? toBrandingFormValues(data) : undefined), [data]);
  // An image is saved on its own: its answer updates the images only, so that what is being typed stays.
  const [images, setImages] = useState<Pick<TenantBranding, 'images' | 'default_images'>>();
  const shown = useMemo(() => (data ? { ...data, ...images } : undefined), [data, images]);
  const onImageSaved = useCallback(
    ({ images: own, default_images }: TenantBranding) => setImages({ images: own, default_images }),
    [],
  );

  const onSubmit = useCallback(
    async (values: BrandingFormValues, helpers: FormikHelpers<BrandingFormValues>) => {
      const saved = await saveBranding(toBrandingPayload(values), (errors) =>
        helpers.setErrors(toBrandingErrors(errors)),
      );
      if (saved) replace(saved);
    },
    [replace],
  );

  return (
    <IntranetPage title={t('branding.title')}>
      <Text color="fg.muted" mb="6">
        {t('branding.intro')}
      </Text>
      {shown && initialValues ? (
        <BrandingForm
          branding={shown}
          initialValues={initialValues}
          onSubmit={onSubmit}
          images={<BrandingImagesSection branding={shown} onSaved={onImageSaved} />}
        />
      ) : branding.state === 'error' || branding.state === 'not-found' ? (
        <ErrorState onRetry={branding.reload} />
      ) : (
        <LoadingState />
      )}
    </IntranetPage>
  );
}
