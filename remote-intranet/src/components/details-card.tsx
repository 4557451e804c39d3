import { Card, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { useId } from 'react';
import type { ReactNode } from 'react';

export type DetailsCardProps = {
  /** The card's heading; the card is a region named by it. */
  title: ReactNode;
  /** Term and value pairs, shown as a description list. */
  items: { term: ReactNode; value: ReactNode; key: string }[];
  /** Below the list: a note or an action. */
  children?: ReactNode;
};

/** A read-only summary at the top of a detail page (agreement, account status…): one column on phones. */
export function DetailsCard({ title, items, children }: DetailsCardProps) {
  const titleId = useId();
  return (
    <Card.Root as="section" aria-labelledby={titleId} mb="8" size="sm">
      <Card.Body>
        <Stack gap="3">
          <Text as="h2" id={titleId} fontWeight="semibold" fontSize="lg">
            {title}
          </Text>
          <SimpleGrid as="dl" columns={{ base: 1, sm: 2, lg: Math.min(items.length, 4) }} gap="4">
            {items.map((item) => (
              <Stack key={item.key} gap="1">
                <chakra.dt fontSize="sm" color="fg.muted">
                  {item.term}
                </chakra.dt>
                <chakra.dd m="0" fontWeight="medium">
                  {item.value}
                </chakra.dd>
              </Stack>
            ))}
          </SimpleGrid>
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
