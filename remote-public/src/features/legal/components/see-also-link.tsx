import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LegalDocumentLink } from '../../../components/legal-document-link';
import type { LegalDocumentKey } from '../../../config/legal-documents';
import { I18N_NAMESPACE } from '../../../i18n/translations';

export type SeeAlsoLinkProps = { document: LegalDocumentKey };

/** "See also" another legal document, at the end of the section that refers to it. */
export function SeeAlsoLink({ document }: SeeAlsoLinkProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  return (
    <Text>
      {t('legal.seeAlso')} <LegalDocumentLink document={document} color="brand.fg" />
    </Text>
  );
}
