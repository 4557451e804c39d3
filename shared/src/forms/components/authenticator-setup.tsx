import { Box, Image, Stack, Text, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { MfaEnrolment } from '@enlace/shared/domain';
import { useOrganisationName } from '@enlace/shared/ui/core';
import { FORMS_NAMESPACE } from '../translations';
import { groupSecret } from '../utils/group-secret';

export type AuthenticatorSetupProps = { enrolment: MfaEnrolment };

/**
 * How to add the account to an authenticator app: which apps, the QR code to scan, and the secret grouped in
 * fours for typing it by hand. The code field that confirms it follows.
 */
export function AuthenticatorSetup({ enrolment }: AuthenticatorSetupProps) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const organisation = useOrganisationName();
  return (
    <chakra.ol listStyleType="decimal" ps="5" display="flex" flexDirection="column" gap="4">
      <chakra.li>{t('twoStep.setup.apps')}</chakra.li>
      <chakra.li>
        <Stack gap="3">
          <Text>{t('twoStep.setup.scan')}</Text>
          {/* The QR code on white whatever the theme: the apps read dark on light. */}
          <Box bg="white" p="3" borderWidth="1px" borderRadius="md" alignSelf="flex-start">
            <Image
              src={enrolment.qrCode}
              alt={t('twoStep.setup.qrAlt', { organisation })}
              width="48"
              height="48"
            />
          </Box>
          <Text>{t('twoStep.setup.manual')}</Text>
          <chakra.code
            data-testid="mfa-secret"
            alignSelf="flex-start"
            fontFamily="mono"
            fontSize="md"
            fontWeight="semibold"
            letterSpacing="wider"
            bg="bg.muted"
            px="3"
            py="2"
            borderRadius="md"
            overflowWrap="anywhere"
          >
            {groupSecret(enrolment.secret)}
          </chakra.code>
        </Stack>
      </chakra.li>
      <chakra.li>{t('twoStep.setup.code')}</chakra.li>
    </chakra.ol>
  );
}
