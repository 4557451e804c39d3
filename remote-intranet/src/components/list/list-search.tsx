import { Field, Input } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import type { ReactNode } from 'react';

// Long enough not to call the API on every key, short enough to feel immediate.
const SEARCH_DEBOUNCE_MS = 300;

export type ListSearchProps = {
  /** The search in the URL. */
  value: string;
  /** Called with the trimmed text once typing pauses. */
  onSearch: (value: string) => void;
  label: ReactNode;
  hint?: ReactNode;
};

/** The search box of a list: follows the URL (back and forward) and searches once typing pauses. */
export function ListSearch({ value, onSearch, label, hint }: ListSearchProps) {
  const [text, setText] = useState(value);
  const hintId = useId();

  useEffect(() => setText(value), [value]);

  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <Field.Root flex="2">
      <Field.Label>{label}</Field.Label>
      <Input
        type="search"
        value={text}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {hint ? <Field.HelperText id={hintId}>{hint}</Field.HelperText> : null}
    </Field.Root>
  );
}
