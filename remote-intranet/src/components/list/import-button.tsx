import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { I18N_NAMESPACE } from '../../i18n/translations';
import { importPath, type ImportKind } from '../../config/paths';

export type ImportButtonProps = { kind: ImportKind };

/** Inline icon (an arrow into a tray): the product ships no icon library for one glyph. */
function UploadIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
      <polyline points="17 8 12 3 7 8" />
      <line x1="12" y1="3" x2="12" y2="15" />
    </svg>
  );
}

/** "Importar": the list's way to its bulk import page (template, check, import). */
export function ImportButton({ kind }: ImportButtonProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  return (
    <Button asChild variant="outline">
      <RouterLink to={importPath(kind)}>
        <UploadIcon />
        {t('imports.open')}
      </RouterLink>
    </Button>
  );
}
