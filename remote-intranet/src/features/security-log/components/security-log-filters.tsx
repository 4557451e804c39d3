import { Button, Field, HStack, Input, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateViolations } from '@enlace/shared/api';
import { SECURITY_EVENT_TYPES, securityEventFiltersSchema, validateWith } from '@enlace/shared/domain';
import { ChoiceFilter, ListFilters } from '../../../components/list/list-filters';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import type { SecurityLogQuery } from '../hooks/use-security-log-params';

export type SecurityLogFiltersProps = {
  query: SecurityLogQuery;
  onChange: (change: Partial<SecurityLogQuery>) => void;
  /** The name of the person whose actions only are shown, when the entries on screen name them. */
  actorName?: string;
};

type Range = { from: string; to: string };

/**
 * The log's filters: an email (of whoever acted, the person concerned or the one a failed sign-in tried), the
 * event type and a range of days; and, once a person is chosen in the table, only what they did. A range that
 * ends before it starts is explained at the field (the shared rule the API applies) and not searched for.
 */
export function SecurityLogFilters({ query, onChange, actorName }: SecurityLogFiltersProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const [range, setRange] = useState<Range>({ from: query.from, to: query.to });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onSearch = useCallback((q: string) => onChange({ q }), [onChange]);

  // Back, forward and links change the URL: the fields follow it.
  useEffect(() => {
    setRange({ from: query.from, to: query.to });
    setErrors({});
  }, [query.from, query.to]);

  const changeRange = async (next: Range) => {
    setRange(next);
    const found = translateViolations(await validateWith(securityEventFiltersSchema, next));
    setErrors(found);
    if (Object.keys(found).length === 0 && (next.from !== query.from || next.to !== query.to)) onChange(next);
  };

  const dayField = (name: keyof Range) => (
    <Field.Root invalid={Boolean(errors[name])}>
      <Field.Label>{t(`securityLog.${name}`)}</Field.Label>
      <Input
        type="date"
        value={range[name]}
        onChange={(event) => void changeRange({ ...range, [name]: event.target.value })}
      />
      <Field.ErrorText>{errors[name]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <>
      <ListFilters
        q={query.q}
        onSearch={onSearch}
        searchLabel={t('securityLog.search')}
        searchHint={t('securityLog.searchHint')}
      >
        <ChoiceFilter
          label={t('securityLog.typeFilter')}
          value={query.type}
          anyLabel={t('securityLog.allTypes')}
          choices={SECURITY_EVENT_TYPES}
          choiceLabel={(type) => t(`enums.securityEventType.${type}`, { ns: 'domain' })}
          onChange={(type) => onChange({ type })}
        />
        {dayField('from')}
        {dayField('to')}
      </ListFilters>
      {query.actor ? (
        <HStack gap="3" mb="4" wrap="wrap">
          <Text>
            {actorName
              ? t('securityLog.actorFilter', { name: actorName })
              : t('securityLog.actorFilterUnnamed')}
          </Text>
          <Button variant="outline" size="sm" onClick={() => onChange({ actor: '' })}>
            {t('securityLog.clearActor')}
          </Button>
        </HStack>
      ) : null}
    </>
  );
}
