import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type PageAlertProps = {
  title?: ReactNode;
  children: ReactNode;
  /**
   * An error (announced as an alert), a warning about the record shown, or a note that explains the page (e.g. why
   * an action is not offered).
   */
  status?: 'error' | 'warning' | 'info';
  /** For controls that the note explains (`aria-describedby`). */
  id?: string;
};

/** A refusal or a note that concerns the whole page (a deletion the API refused…): stays on screen, unlike a toast. */
export function PageAlert({ title, children, status = 'error', id }: PageAlertProps) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : undefined} mb="6" id={id}>
      <Alert.Indicator />
      <Alert.Content>
        {title ? <Alert.Title>{title}</Alert.Title> : null}
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
