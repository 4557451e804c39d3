import { chakra, Stack, Text } from '@chakra-ui/react';
import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { I18N_NAMESPACE } from '../../../i18n/translations';

export type ImportFileInputProps = {
  disabled?: boolean;
  /** For the page to clear the input and give it the focus again when it starts over. */
  inputRef?: Ref<HTMLInputElement>;
  /** A file was chosen (choosing the same one again, after a reset, counts too). */
  onFile: (file: File) => void;
};

// The browser's own file picker, labelled and reachable by keyboard, with its button in the brand colour.
const FileInput = chakra('input', {
  base: {
    display: 'block',
    width: 'full',
    maxW: 'md',
    fontSize: 'sm',
    cursor: 'pointer',
    _disabled: { cursor: 'not-allowed', opacity: 0.6 },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
    '&::file-selector-button': {
      marginInlineEnd: '3',
      paddingInline: '4',
      paddingBlock: '2',
      borderRadius: 'md',
      border: 'none',
      bg: 'brand.solid',
      color: 'brand.contrast',
      fontWeight: 'semibold',
      cursor: 'inherit',
    },
  },
});

/** The CSV to import: a native file input with its visible label and hint. */
export function ImportFileInput({ disabled, inputRef, onFile }: ImportFileInputProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const id = useId();
  const hintId = useId();
  return (
    <Stack gap="2">
      <chakra.label htmlFor={id} fontWeight="semibold">
        {t('imports.file.label')}
      </chakra.label>
      <Text id={hintId} color="fg.muted" fontSize="sm">
        {t('imports.file.hint')}
      </Text>
      <FileInput
        ref={inputRef}
        id={id}
        type="file"
        accept=".csv,text/csv"
        aria-describedby={hintId}
        disabled={disabled}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) onFile(file);
        }}
      />
    </Stack>
  );
}
