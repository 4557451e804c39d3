import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type PageAlertProps = { title?: ReactNode; children: ReactNode };

/** A refusal that concerns the whole page (a deletion the API refused…): stays on screen, unlike a toast. */
export function PageAlert({ title, children }: PageAlertProps) {
  return (
    <Alert.Root status="error" role="alert" mb="6">
      <Alert.Indicator />
      <Alert.Content>
        {title ? <Alert.Title>{title}</Alert.Title> : null}
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
