import { Button, CloseButton, Dialog, Field, Input, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@enlace/shared/forms';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { useSearchPeople } from '../api/search-people';
import type { ParticipantRole } from '../participant-types';

const SEARCH_DELAY_MS = 300;

export type AddParticipantDialogProps = {
  role: ParticipantRole | null;
  /** IRIs already in the intervention: offered as added, not as a button. */
  taken: ReadonlySet<string>;
  onAdd: (iri: string) => Promise<boolean>;
  onClose: () => void;
};

/** Search a person of the role's list (by name, surname, email or document) and add them. */
export function AddParticipantDialog({ role, taken, onAdd, onClose }: AddParticipantDialogProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, SEARCH_DELAY_MS);
  const results = useSearchPeople(role, debounced, t('participants.minor'));
  const [adding, setAdding] = useState<string | null>(null);

  useEffect(() => {
    if (!role) setSearch('');
  }, [role]);

  return (
    <Dialog.Root
      open={role !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{role ? t(`participants.addTitle.${role}`) : null}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Field.Root>
                  <Field.Label>{t('participants.search')}</Field.Label>
                  <Input value={search} onChange={(event) => setSearch(event.target.value)} />
                  <Field.HelperText>{t('participants.searchHint')}</Field.HelperText>
                </Field.Root>
                {results.state === 'loading' ? (
                  <Stack direction="row" gap="2" role="status">
                    <Spinner size="sm" />
                    <Text>{t('app.loading', { ns: 'common' })}</Text>
                  </Stack>
                ) : results.state !== 'ready' ? (
                  <Text color="fg.error">{t('participants.searchError')}</Text>
                ) : results.data.length === 0 ? (
                  <Text color="fg.muted">{t('participants.noResults')}</Text>
                ) : (
                  <Stack as="ul" gap="2" listStyleType="none" aria-label={t('participants.results')}>
                    {results.data.map((person) => {
                      const fullName = `${person.name} ${person.surname}`;
                      return (
                        <Stack
                          as="li"
                          key={person.iri}
                          direction="row"
                          justify="space-between"
                          align="center"
                          gap="3"
                          borderBottomWidth="1px"
                          pb="2"
                        >
                          <Stack gap="0">
                            <Text fontWeight="medium">{fullName}</Text>
                            {person.detail ? (
                              <Text fontSize="sm" color="fg.muted">
                                {person.detail}
                              </Text>
                            ) : null}
                          </Stack>
                          {taken.has(person.iri) ? (
                            <Text fontSize="sm" color="fg.muted">
                              {t('participants.alreadyAdded')}
                            </Text>
                          ) : (
                            <Button
                              size="sm"
                              aria-label={t('participants.addPerson', { name: fullName })}
                              loading={adding === person.iri}
                              disabled={adding !== null}
                              onClick={async () => {
                                setAdding(person.iri);
                                const added = await onAdd(person.iri);
                                setAdding(null);
                                if (added) onClose();
                              }}
                            >
                              {t('participants.add')}
                            </Button>
                          )}
                        </Stack>
                      );
                    })}
                  </Stack>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('app.close', { ns: 'common' })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
