import { Box, Heading, Link, Stack, Text, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DescriptionList, PageMeta } from '@enlace/shared/ui';
import type { LegalDocumentKey } from '../../../config/legal-documents';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import '../../../i18n/legal-translations';
import { useLegalDocumentValues } from '../hooks/use-legal-document-values';

/** A paragraph, or a list when the text is an array of items. */
type LegalBlock = string | string[];
type LegalSection = { id: string; title: string; paragraphs: LegalBlock[] };

export type LegalDocumentPageProps = {
  /** The document's key under `legal` in the public namespace. */
  document: LegalDocumentKey;
  /** What goes at the end of a section besides its text (a button, a link to another document), by section id. */
  sectionExtras?: Partial<Record<string, ReactNode>>;
};

const INFO_FIELDS = ['type', 'code', 'version', 'owner', 'approvalDate'] as const;

/**
 * A legal document of the public area: title, document information, a contents list whose links land each
 * section below the header (the shell's hash scroll), the sections, and the footer with the date and version.
 * The foundation's and the organisation's names come from the tenant configuration, the figures from the domain.
 */
export function LegalDocumentPage({ document: key, sectionExtras = {} }: LegalDocumentPageProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const values = useLegalDocumentValues();
  const title = t(`legal.${key}.title`);
  const sections = t(`legal.${key}.sections`, {
    returnObjects: true,
    ...values,
  }) as unknown as LegalSection[];
  const infoValues: Record<(typeof INFO_FIELDS)[number], string> = {
    type: t(`legal.${key}.info.type`),
    code: t(`legal.${key}.info.code`),
    version: t('legal.info.versionValue'),
    owner: values.foundation,
    approvalDate: t('legal.info.approvalDateValue'),
  };

  return (
    <Box as="main" px={{ base: '4', md: '10' }} py={{ base: '8', md: '12' }} maxW="3xl" mx="auto">
      <PageMeta title={title} description={t(`legal.${key}.description`, values)} />
      <Stack gap="8">
        <Stack gap="3">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {title}
          </Heading>
          <Text>{t(`legal.${key}.intro`, values)}</Text>
        </Stack>
        <Box as="section" aria-labelledby="document-info" borderWidth="1px" borderRadius="md" p="4">
          <Heading as="h2" id="document-info" size="sm" mb="3">
            {t('legal.info.title')}
          </Heading>
          <DescriptionList
            items={INFO_FIELDS.map((field) => [t(`legal.info.${field}`), infoValues[field]] as const)}
          />
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
            {section.paragraphs.map((block, index) =>
              typeof block === 'string' ? (
                <Text key={index}>{block}</Text>
              ) : (
                <chakra.ul key={index} ps="6" display="grid" gap="2" listStyleType="disc">
                  {block.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </chakra.ul>
              ),
            )}
            {sectionExtras[section.id]}
          </Stack>
        ))}
        <Text as="footer" color="fg.muted" fontSize="sm" borderTopWidth="1px" pt="4">
          {t('legal.lastUpdate')} · {t('legal.version')}
        </Text>
      </Stack>
    </Box>
  );
}
