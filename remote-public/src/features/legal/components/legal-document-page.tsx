import { Box, Heading, Link, Stack, Text, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FOUNDATION_NAME } from '@enlace/shared/domain';
import { useTenantStore } from '@enlace/shared/session';
import { DescriptionList, PageMeta } from '@enlace/shared/ui';
import { I18N_NAMESPACE } from '../../../i18n/translations';

type LegalSection = { id: string; title: string; paragraphs: string[] };

export type LegalDocumentPageProps = {
  /** The document's key under `legal` in the public namespace (`privacy`). */
  document: string;
};

/**
 * A legal document of the public area: title, document information, a contents list whose links land each
 * section below the header (the shell's hash scroll), the sections, and the footer with the date and version.
 * The foundation's and the organisation's names come from the constants and the tenant configuration.
 */
export function LegalDocumentPage({ document: key }: LegalDocumentPageProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const organisation = useTenantStore((state) => state.config?.company_name) ?? '';
  const names = { foundation: FOUNDATION_NAME, organisation };
  const title = t(`legal.${key}.title`);
  const sections = t(`legal.${key}.sections`, { returnObjects: true, ...names }) as unknown as LegalSection[];
  const info = (field: string): [string, string] => [
    t(`legal.info.${field}`),
    t(`legal.${key}.info.${field}`, names),
  ];

  const intro = t(`legal.${key}.intro`, names);

  return (
    <Box as="main" px={{ base: '4', md: '10' }} py={{ base: '8', md: '12' }} maxW="3xl" mx="auto">
      <PageMeta title={title} description={intro} />
      <Stack gap="8">
        <Stack gap="3">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {title}
          </Heading>
          <Text>{intro}</Text>
        </Stack>
        <Box as="section" aria-labelledby="document-info" borderWidth="1px" borderRadius="md" p="4">
          <Heading as="h2" id="document-info" size="sm" mb="3">
            {t('legal.info.title')}
          </Heading>
          <DescriptionList items={['type', 'code', 'version', 'owner', 'approvalDate'].map(info)} />
        </Box>
        <Box as="nav" aria-labelledby="document-contents">
          <Heading as="h2" id="document-contents" size="md" mb="3">
            {t('legal.contents')}
          </Heading>
          <chakra.ol listStyleType="none" m="0" p="0" display="grid" gap="2">
            {sections.map((section) => (
              <li key={section.id}>
                <Link href={`#${section.id}`} color="brand.fg" textDecoration="underline">
                  {section.title}
                </Link>
              </li>
            ))}
          </chakra.ol>
        </Box>
        {sections.map((section) => (
          <Stack
            as="section"
            key={section.id}
            id={section.id}
            gap="3"
            aria-labelledby={`${section.id}-title`}
          >
            <Heading as="h2" id={`${section.id}-title`} size="lg">
              {section.title}
            </Heading>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
          </Stack>
        ))}
        <Text as="footer" color="fg.muted" fontSize="sm" borderTopWidth="1px" pt="4">
          {t('legal.lastUpdate')} · {t('legal.version')}
        </Text>
      </Stack>
    </Box>
  );
}
