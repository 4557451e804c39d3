import { Link, type LinkProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LEGAL_DOCUMENT_PATHS, type LegalDocumentKey } from '../config/legal-documents';
import '../i18n/footer-translations';
import { I18N_NAMESPACE } from '../i18n/translations';

export type LegalDocumentLinkProps = Omit<LinkProps, 'asChild' | 'children'> & {
  document: LegalDocumentKey;
};

/** A link to one of the legal documents, named by its title. */
export function LegalDocumentLink({ document, ...props }: LegalDocumentLinkProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  return (
    <Link asChild textDecoration="underline" {...props}>
      <RouterLink to={`/${LEGAL_DOCUMENT_PATHS[document]}`}>{t(`legalLinks.${document}`)}</RouterLink>
    </Link>
  );
}
