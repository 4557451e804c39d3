import { Button, Center, Field, Flex, Heading, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@enlace/shared/api';
import { ConfirmDialog, ErrorState } from '@enlace/shared/ui';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { useMyCalendarFeed } from '../api/get-my-calendar-feed';
import { changeMyCalendarFeed } from '../api/reset-my-calendar-feed';

/**
 * "Calendario" of Mi perfil: the volunteer's private calendar subscription (iCalendar), to copy into a calendar
 * app or open with the device's one; changing it (after a confirmation) makes the previous address stop working.
 */
export function CalendarFeedSection() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const feed = useMyCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  const [changing, setChanging] = useState(false);
  const headingId = useId();
  const urlInput = useRef<HTMLInputElement>(null);

  const copy = async (url: string) => {
    try {
      // Missing outside a secure context, refused without permission: either way the person copies it by hand.
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(url);
      showToast(t('myProfile.calendar.copied'), 'success');
    } catch {
      const input = urlInput.current;
      if (input) {
        input.focus();
        // Rather than select(), which selects nothing on iOS.
        input.setSelectionRange(0, input.value.length);
      }
      showToast(t('myProfile.calendar.copyByHand'), 'info');
    }
  };

  const askToChange = (event: MouseEvent<HTMLButtonElement>) => {
    // Safari does not focus a clicked button: focus it, so that the dialog gives the focus back to it.
    event.currentTarget.focus();
    setConfirming(true);
  };

  const change = async () => {
    setChanging(true);
    const changed = await changeMyCalendarFeed();
    setChanging(false);
    setConfirming(false);
    if (!changed) return;
    feed.replace(changed);
    showToast(t('myProfile.calendar.changed'), 'success');
  };

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading id={headingId} as="h2" fontSize="lg" fontWeight="semibold">
        {t('myProfile.calendar.title')}
      </Heading>
      <Text color="fg.muted">{t('myProfile.calendar.intro')}</Text>
      {feed.state === 'loading' ? (
        // About the height of the link and its buttons (one column on a phone), so that they do not push the
        // rest of the page down when they arrive.
        <Center minH={{ base: '60', sm: '32' }} role="status">
          <Spinner size="md" me="3" />
          <Text>{t('app.loading', { ns: 'common' })}</Text>
        </Center>
      ) : feed.state !== 'ready' ? (
        <ErrorState onRetry={feed.reload} />
      ) : (
        <Stack gap="4">
          <Field.Root readOnly>
            <Field.Label>{t('myProfile.calendar.url')}</Field.Label>
            <Input
              ref={urlInput}
              value={feed.data.url}
              readOnly
              autoComplete="off"
              spellCheck={false}
              fontFamily="mono"
              fontSize="sm"
            />
          </Field.Root>
          <Flex gap="3" direction={{ base: 'column', sm: 'row' }} wrap="wrap">
            <Button colorPalette="brand" minH="11" onClick={() => void copy(feed.data.url)}>
              {t('myProfile.calendar.copy')}
            </Button>
            <Button asChild variant="outline" minH="11">
              <a href={feed.data.webcalUrl}>{t('myProfile.calendar.subscribe')}</a>
            </Button>
            <Button variant="outline" colorPalette="red" minH="11" onClick={askToChange}>
              {t('myProfile.calendar.change')}
            </Button>
          </Flex>
        </Stack>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('myProfile.calendar.changeTitle')}
        description={t('myProfile.calendar.changeText')}
        confirmLabel={t('myProfile.calendar.change')}
        destructive
        loading={changing}
        // While the change is on its way the dialog stays, so that the focus goes back to the button afterwards.
        onCancel={() => {
          if (!changing) setConfirming(false);
        }}
        onConfirm={() => void change()}
      />
    </Stack>
  );
}
