import { Button, Flex, HStack, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@enlace/shared/session';
import { saveFile } from '@enlace/shared/ui';
import { useOrganisationName } from '@enlace/shared/ui/core';
import { FORMS_NAMESPACE } from '../translations';
import { recoveryCodesFile } from '../utils/recovery-codes-file';
import { NativeCheckbox } from './native-checkbox';
import { StepHeading } from './step-heading';

export type RecoveryCodesPanelProps = {
  /** The ten new codes, shown this once. */
  codes: string[];
  /** Once the person has ticked that they saved them. */
  onContinue: () => void;
  continueLabel?: ReactNode;
  /** The heading's level where the panel sits (h2 on the sign-in page, h3 inside a profile section). */
  headingAs?: 'h2' | 'h3';
};

/**
 * The recovery codes, shown once after turning two-step verification on or making new codes: download them as
 * a text file, copy them, and say they are saved before going on.
 */
export function RecoveryCodesPanel({
  codes,
  onContinue,
  continueLabel,
  headingAs = 'h2',
}: RecoveryCodesPanelProps) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const { user } = useCurrentUser();
  const organisation = useOrganisationName();
  const [saved, setSaved] = useState(false);
  const [savedMissing, setSavedMissing] = useState(false);
  const [copyStatus, setCopyStatus] = useState<'copied' | 'failed' | null>(null);
  const checkbox = useRef<HTMLInputElement>(null);
  const listId = useId();
  const savedErrorId = useId();

  const text = recoveryCodesFile(
    {
      title: t('twoStep.recoveryCodes.fileTitle'),
      account: user ? t('twoStep.recoveryCodes.fileAccount', { email: user.email, organisation }) : null,
      note: t('twoStep.recoveryCodes.fileNote'),
    },
    codes,
  );

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopyStatus('copied');
    } catch {
      setCopyStatus('failed');
    }
  };

  return (
    <Stack gap="5">
      <StepHeading as={headingAs} size={headingAs === 'h2' ? 'xl' : 'lg'}>
        {t('twoStep.recoveryCodes.title')}
      </StepHeading>
      <Text>{t('twoStep.recoveryCodes.intro')}</Text>
      <Text id={listId} fontWeight="semibold">
        {t('twoStep.recoveryCodes.list')}
      </Text>
      <SimpleGrid
        as="ol"
        aria-labelledby={listId}
        columns={2}
        gap="2"
        listStyleType="none"
        m="0"
        p="4"
        bg="bg.muted"
        borderRadius="md"
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <chakra.li key={code} fontFamily="mono" fontSize="md" fontWeight="semibold" letterSpacing="wide">
            {code}
          </chakra.li>
        ))}
      </SimpleGrid>
      <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
        <Button
          variant="outline"
          minH="11"
          onClick={() =>
            saveFile(
              new Blob([text], { type: 'text/plain;charset=utf-8' }),
              t('twoStep.recoveryCodes.fileName'),
            )
          }
        >
          {t('twoStep.recoveryCodes.download')}
        </Button>
        <Button variant="outline" minH="11" onClick={() => void copy()}>
          {t('twoStep.recoveryCodes.copy')}
        </Button>
      </Flex>
      <Text role="status" color={copyStatus === 'failed' ? 'fg.error' : 'fg.muted'} minH="6">
        {copyStatus === 'copied'
          ? t('twoStep.recoveryCodes.copied')
          : copyStatus === 'failed'
            ? t('twoStep.recoveryCodes.copyFailed')
            : null}
      </Text>
      <Stack gap="1">
        <HStack as="label" gap="3" cursor="pointer" alignItems="flex-start">
          <NativeCheckbox
            ref={checkbox}
            type="checkbox"
            mt="0.5"
            checked={saved}
            required
            aria-invalid={savedMissing || undefined}
            aria-describedby={savedMissing ? savedErrorId : undefined}
            onChange={(event) => {
              setSaved(event.target.checked);
              if (event.target.checked) setSavedMissing(false);
            }}
          />
          <Text as="span" fontWeight="medium">
            {t('twoStep.recoveryCodes.saved')}
          </Text>
        </HStack>
        {savedMissing ? (
          <Text id={savedErrorId} color="fg.error" fontSize="sm">
            {t('twoStep.recoveryCodes.savedRequired')}
          </Text>
        ) : null}
      </Stack>
      <Button
        colorPalette="brand"
        minH="11"
        alignSelf={{ base: 'stretch', sm: 'flex-start' }}
        onClick={() => {
          if (saved) {
            onContinue();
            return;
          }
          setSavedMissing(true);
          checkbox.current?.focus();
        }}
      >
        {continueLabel ?? t('twoStep.recoveryCodes.continue')}
      </Button>
    </Stack>
  );
}
