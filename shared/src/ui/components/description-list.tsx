import { Box, chakra, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type DescriptionListProps = Omit<BoxProps, 'children'> & {
  /** Label and value pairs, in reading order; labels are unique. */
  items: ReadonlyArray<readonly [string, ReactNode]>;
};

/**
 * Label–value pairs as a real `<dl>`: stacked on a phone, label beside value from `sm` up. Plain styled
 * elements, so it adds no Chakra recipe to the shared theme (the /login budget,
 * docs/performance/front-end-budgets.md).
 */
export function DescriptionList({ items, ...props }: DescriptionListProps) {
  return (
    <Box
      as="dl"
      display="grid"
      gridTemplateColumns={{ base: '1fr', sm: 'minmax(8rem, max-content) 1fr' }}
      columnGap="6"
      rowGap={{ base: '1', sm: '3' }}
      {...props}
    >
      {items.map(([label, value]) => (
        <Box key={label} display="contents">
          <chakra.dt color="fg.muted" fontSize="sm" pt={{ base: '2', sm: '0' }}>
            {label}
          </chakra.dt>
          <chakra.dd m="0" fontWeight="medium" overflowWrap="anywhere">
            {value}
          </chakra.dd>
        </Box>
      ))}
    </Box>
  );
}
