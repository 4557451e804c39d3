import { Alert, Button } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FORMS_NAMESPACE } from '../translations';

export type ResourceChangedAlertProps = {
  /** Loads the record again into the form (what the person typed is replaced by what is stored). */
  onReload: () => void;
};

/**
 * A save refused because someone else changed the record since it was loaded (412 `resource-changed`): says so
 * above the form, with the action that loads the colleague's version. It takes the focus when it appears, so that
 * the person who pressed "Guardar" at the bottom of a long form sees it (and a screen reader reads it).
 */
export function ResourceChangedAlert({ onReload }: ResourceChangedAlertProps) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => root.current?.focus(), []);
  return (
    <Alert.Root
      ref={root}
      status="warning"
      role="alert"
      tabIndex={-1}
      alignItems="center"
      flexWrap="wrap"
      mb="6"
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('resourceChanged.title')}</Alert.Title>
        <Alert.Description>{t('api.error.resource-changed', { ns: 'common' })}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onReload}>
        {t('resourceChanged.reload')}
      </Button>
    </Alert.Root>
  );
}
