import { SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TENANT_ASSET_NAMES, TENANT_IMAGE_MAX_MEGABYTES, type TenantBranding } from '@enlace/shared/domain';
import { FormSection } from '@enlace/shared/forms';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { BrandingImageField } from './branding-image-field';

export type BrandingImagesSectionProps = {
  branding: TenantBranding;
  onSaved: (branding: TenantBranding) => void;
};

/** The five images of the brand, each uploaded or restored on its own. */
export function BrandingImagesSection({ branding, onSaved }: BrandingImagesSectionProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  return (
    <FormSection
      legend={t('branding.sections.images')}
      description={t('branding.sections.imagesHint', { max: TENANT_IMAGE_MAX_MEGABYTES })}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {TENANT_ASSET_NAMES.map((name) => (
          <BrandingImageField key={name} name={name} branding={branding} onSaved={onSaved} />
        ))}
      </SimpleGrid>
    </FormSection>
  );
}
