import { SECURITY_EVENT_SORT_FIELDS, SECURITY_EVENT_TYPES, toDateOnly } from '@enlace/shared/domain';
import { type ListState, useListState } from '../../../hooks/use-list-state';

/** A person's account as the API names it. */
const USER_IRI = /^\/api\/users\/[1-9][0-9]{0,9}$/;
const isDay = (value: string) => toDateOnly(value) === value;

const LIST_CONFIG = {
  sortFields: SECURITY_EVENT_SORT_FIELDS,
  defaultSort: 'occurredAt',
  defaultDirection: 'desc',
  filters: {
    type: SECURITY_EVENT_TYPES,
    actor: (value: string) => USER_IRI.test(value),
    from: isDay,
    to: isDay,
  },
} as const;

export type SecurityLogQuery = ListState<'occurredAt', 'type' | 'actor' | 'from' | 'to'>;

/** The log's filters in the URL: `?type=&actor=&q=&from=&to=&page=` (newest first). */
export const useSecurityLogParams = () => useListState(LIST_CONFIG);
