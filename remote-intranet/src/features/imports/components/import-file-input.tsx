import { Box, chakra, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { type DragEvent, type Ref, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { I18N_NAMESPACE } from '../../../i18n/translations';

export type ImportFileInputProps = {
  disabled?: boolean;
  /** For the page to clear the input and give it the focus again when it starts over. */
  inputRef?: Ref<HTMLInputElement>;
  /** A file was chosen or dropped (choosing the same one again, after a reset, counts too). */
  onFile: (file: File) => void;
};

/**
 * The CSV to import: the browser's file input, kept for the keyboard and screen readers but not shown, since it
 * writes its button and its "no file" text in the browser's language rather than the person's; in its place a
 * button of ours and a zone a file can be dropped on. The page says which file was chosen.
 */
export function ImportFileInput({ disabled, inputRef, onFile }: ImportFileInputProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const id = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

  const acceptDrag = (event: DragEvent) => {
    if (disabled || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  return (
    <Stack gap="2">
      <chakra.label htmlFor={id} fontWeight="semibold">
        {t('imports.file.label')}
      </chakra.label>
      <Text id={hintId} color="fg.muted" fontSize="sm">
        {t('imports.file.hint')}
      </Text>
      <Box
        data-testid="import-drop-zone"
        data-dragging={dragging || undefined}
        display="flex"
        flexWrap="wrap"
        alignItems="center"
        gap="3"
        maxW="md"
        padding="4"
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? 'brand.solid' : 'border'}
        borderRadius="md"
        bg={dragging ? 'bg.subtle' : undefined}
        opacity={disabled ? 0.6 : undefined}
        onDragEnter={acceptDrag}
        onDragOver={acceptDrag}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          setDragging(false);
          if (disabled) return;
          event.preventDefault();
          const file = event.dataTransfer.files[0];
          if (file) onFile(file);
        }}
      >
        <VisuallyHidden asChild>
          <input
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
        </VisuallyHidden>
        {/* A second label of the same input: clicking it opens the picker; the focus ring follows the input's. */}
        <chakra.label
          htmlFor={id}
          paddingInline="4"
          paddingBlock="2"
          borderRadius="md"
          bg="brand.solid"
          color="brand.contrast"
          fontWeight="semibold"
          fontSize="sm"
          cursor={disabled ? 'not-allowed' : 'pointer'}
          css={{
            'input:focus-visible + &': {
              outline: '2px solid',
              outlineColor: 'brand.focusRing',
              outlineOffset: '2px',
            },
          }}
        >
          {t('imports.file.choose')}
        </chakra.label>
        <Text fontSize="sm" color="fg.muted">
          {t('imports.file.drop')}
        </Text>
      </Box>
    </Stack>
  );
}
