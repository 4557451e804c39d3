// Internal: the shell owns navigation, so it registers what happens after the session is cleared.
export type LogoutHandler = () => void;

let handler: LogoutHandler | null = null;

export const logoutHandlerRegistry = {
  get: (): LogoutHandler | null => handler,
  set: (next: LogoutHandler | null): void => {
    handler = next;
  },
};
