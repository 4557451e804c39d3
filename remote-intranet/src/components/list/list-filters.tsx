import { Field, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { Children, useCallback } from 'react';
import type { ReactNode } from 'react';
import { ListSearch } from './list-search';

export type ListFiltersProps = {
  /** The search in the URL. */
  q: string;
  /** Called with the new search (the other filters stay). */
  onSearch: (q: string) => void;
  searchLabel: ReactNode;
  searchHint?: ReactNode;
  /** Where the search and the selects stand side by side; stacked below. */
  rowFrom?: 'md' | 'lg';
  /** The list's selects (FilterSelect, SortSelect), side by side from `sm` up. */
  children: ReactNode;
};

/** The filter bar of a list: the search box, then the list's selects. */
export function ListFilters({
  q,
  onSearch,
  searchLabel,
  searchHint,
  rowFrom = 'lg',
  children,
}: ListFiltersProps) {
  const selects = Children.count(children);
  return (
    <Stack direction={{ base: 'column', [rowFrom]: 'row' }} gap="4" align={{ [rowFrom]: 'flex-end' }} mb="6">
      <ListSearch value={q} onSearch={onSearch} label={searchLabel} hint={searchHint} />
      <SimpleGrid columns={{ base: 1, sm: selects }} gap="4" flex={selects} alignItems="flex-start">
        {children}
      </SimpleGrid>
    </Stack>
  );
}

export type FilterSelectProps = {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The `<option>`s (and `<optgroup>`s). */
  children: ReactNode;
};

/** One labelled select of a filter bar. */
export function FilterSelect({ label, value, onChange, children }: FilterSelectProps) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export type ChoiceFilterProps<Choice extends string> = {
  label: ReactNode;
  /** The chosen value; '' filters nothing. */
  value: string;
  /** The option that filters nothing ("Todos los tipos"). */
  anyLabel: string;
  choices: readonly Choice[];
  choiceLabel: (choice: Choice) => string;
  onChange: (value: string) => void;
};

/** A filter on one field's values (an enumeration): every value, and first the option that filters nothing. */
export function ChoiceFilter<Choice extends string>({
  label,
  value,
  anyLabel,
  choices,
  choiceLabel,
  onChange,
}: ChoiceFilterProps<Choice>) {
  return (
    <FilterSelect label={label} value={value} onChange={onChange}>
      <option value="">{anyLabel}</option>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {choiceLabel(choice)}
        </option>
      ))}
    </FilterSelect>
  );
}

export type SortSelectProps<Field extends string> = {
  label: ReactNode;
  fields: readonly Field[];
  sort: Field;
  direction: 'asc' | 'desc';
  /** The option's text for a field and a direction. */
  optionLabel: (field: Field, direction: 'asc' | 'desc') => string;
  onChange: (change: { sort: Field; direction: 'asc' | 'desc' }) => void;
};

/** The order select of a filter bar: every field, ascending and descending. */
export function SortSelect<Field extends string>({
  label,
  fields,
  sort,
  direction,
  optionLabel,
  onChange,
}: SortSelectProps<Field>) {
  const onSelect = useCallback(
    (value: string) => {
      const [field, order] = value.split(':');
      onChange({ sort: field as Field, direction: order === 'desc' ? 'desc' : 'asc' });
    },
    [onChange],
  );
  return (
    <FilterSelect label={label} value={`${sort}:${direction}`} onChange={onSelect}>
      {fields.flatMap((field) =>
        (['asc', 'desc'] as const).map((order) => (
          <option key={`${field}:${order}`} value={`${field}:${order}`}>
            {optionLabel(field, order)}
          </option>
        )),
      )}
    </FilterSelect>
  );
}
