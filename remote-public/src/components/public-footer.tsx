import { Box, Container, Flex, Image, Stack, Text, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { tenantAssetUrl, useTenantStore } from '@enlace/shared/session';
import { LEGAL_DOCUMENT_PATHS, type LegalDocumentKey } from '../config/legal-documents';
import '../i18n/footer-translations';
import { I18N_NAMESPACE } from '../i18n/translations';
import { LegalDocumentLink } from './legal-document-link';

const DOCUMENTS = Object.keys(LEGAL_DOCUMENT_PATHS) as LegalDocumentKey[];

/**
 * Footer of every public page (the page's contentinfo landmark): the organisation with its light logo on the dark
 * band, the year, the foundation that runs the service, and the legal documents.
 */
export function PublicFooter() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const config = useTenantStore((state) => state.config);
  const imageVersion = useTenantStore((state) => state.imageVersion);
  const organisation = config?.company_name ?? t('app.name', { ns: 'common' });
  const logo = tenantAssetUrl(config, 'logo_light', imageVersion);

  return (
    <Box as="footer" bg="gray.900" color="white">
      <Container maxW="6xl" py={{ base: '8', md: '10' }}>
        <Flex direction={{ base: 'column', md: 'row' }} gap="6" justify="space-between">
          <Stack gap="2">
            {logo ? <Image src={logo} alt="" h="8" w="auto" maxW="40" objectFit="contain" /> : null}
            <Text fontWeight="semibold">
              {t('footer.copyright', { year: new Date().getFullYear(), organisation })}
            </Text>
            {config?.foundation_name ? (
              <Text fontSize="sm" color="gray.300">
                {t('footer.poweredBy', { foundation: config.foundation_name })}
              </Text>
            ) : null}
          </Stack>
          <nav aria-label={t('footer.legalNav')}>
            <chakra.ul
              listStyleType="none"
              m="0"
              p="0"
              display="flex"
              flexDirection={{ base: 'column', sm: 'row' }}
              flexWrap="wrap"
              columnGap="6"
              rowGap="1"
            >
              {DOCUMENTS.map((document) => (
                <li key={document}>
                  <LegalDocumentLink
                    document={document}
                    color="white"
                    fontSize="sm"
                    minH="6"
                    py="1"
                    display="inline-flex"
                    alignItems="center"
                    _hover={{ color: 'gray.200' }}
                    _focusVisible={{ outline: '2px solid white', outlineOffset: '2px' }}
                  />
                </li>
              ))}
            </chakra.ul>
          </nav>
        </Flex>
      </Container>
    </Box>
  );
}
