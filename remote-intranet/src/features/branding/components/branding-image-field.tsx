import { Badge, Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateViolations, type ApiError } from '@enlace/shared/api';
import type { TenantAssetName, TenantBranding } from '@enlace/shared/domain';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { restoreBrandingImage } from '../api/delete-branding-image';
import { saveBrandingImage } from '../api/upload-branding-image';

export type BrandingImageFieldProps = {
  name: TenantAssetName;
  branding: TenantBranding;
  onSaved: (branding: TenantBranding) => void;
};

/**
 * One image of the brand: its thumbnail (the tenant's own or the default), a button that uploads a new one at once
 * (the API checks, converts and stores it), the refusal's reason beside it, and the way back to the default.
 */
export function BrandingImageField({ name, branding, onSaved }: BrandingImageFieldProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  const hintId = useId();
  const own = branding.images[name];
  const shown = own ?? branding.default_images[name];
  const label = t(`branding.images.${name}`);
  const dark = name === 'logo_light';

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    const saved = await saveBrandingImage(name, file, (refusal: ApiError) => {
      const messages = translateViolations(refusal.violations);
      setError(messages.file ?? Object.values(messages)[0] ?? null);
    });
    setBusy(false);
    if (input.current) input.current.value = '';
    if (saved) onSaved(saved);
  };

  const restore = async () => {
    setBusy(true);
    setError(null);
    const saved = await restoreBrandingImage(name);
    setBusy(false);
    if (saved) onSaved(saved);
  };

  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="4" data-testid={`branding-image-${name}`}>
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Text fontWeight="semibold">{label}</Text>
        <Badge colorPalette={own ? 'brand' : 'gray'}>
          {own ? t('branding.images.own') : t('branding.images.default')}
        </Badge>
      </HStack>
      <Box
        h="24"
        borderRadius="sm"
        bg={dark ? 'gray.800' : 'bg.subtle'}
        display="flex"
        alignItems="center"
        justifyContent="center"
        overflow="hidden"
      >
        {shown ? (
          <Image
            src={shown}
            alt={t('branding.images.thumbnail', { name: label })}
            maxH="full"
            maxW="full"
            objectFit="contain"
          />
        ) : null}
      </Box>
      <Text id={hintId} fontSize="sm" color="fg.muted">
        {t(`branding.images.hints.${name}`)}
      </Text>
      {error ? (
        <Text id={errorId} role="alert" fontSize="sm" color="fg.error">
          {error}
        </Text>
      ) : null}
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        hidden
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        data-testid={`branding-image-input-${name}`}
        onChange={(event) => void upload(event.target.files?.[0])}
      />
      <HStack gap="2" wrap="wrap">
        <Button
          size="sm"
          variant="outline"
          loading={busy}
          aria-label={t('branding.images.uploadNamed', { name: label })}
          onClick={() => input.current?.click()}
        >
          {t('branding.images.upload')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={!own || busy}
          aria-label={t('branding.images.restoreNamed', { name: label })}
          onClick={() => void restore()}
        >
          {t('branding.images.restore')}
        </Button>
      </HStack>
    </Stack>
  );
}
