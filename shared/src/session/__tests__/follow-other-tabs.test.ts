import type { AuthenticatedUser } from '../../domain/types';
import type * as SessionIndex from '../index';
import { SESSION_STORAGE_KEY } from '../session-store';

type SessionModule = typeof SessionIndex;

const person = (id: number, name: string): AuthenticatedUser => ({
  id,
  name,
  surnames: 'Martín Ruiz',
  email: `${name.toLowerCase()}@demo.example.org`,
  profile: 'employee',
  roles: ['user', 'employee'],
  available_profiles: ['employee'],
  validated: true,
});
const alicia = person(1, 'Alicia');
const teresa = person(2, 'Teresa');
const tokensOf = (name: string) => ({
  token: `jwt-${name}`,
  refresh_token: `refresh-${name}`,
  refresh_token_expiration: 1_900_000_000,
});

/**
 * A tab of the browser: its own copy of the session modules (its own store, in its own page), sharing the
 * browser's storage with the other tabs; the shell's handler records each time it sent the tab to the sign-in, and the reason it was given.
 */
function openTab() {
  let session!: SessionModule;
  jest.isolateModules(() => {
    session = jest.requireActual<SessionModule>('../index');
  });
  const signedOut: (string | null)[] = [];
  session.registerLogoutHandler(() => signedOut.push(session.useSessionStore.getState().signedOutBecause));
  const stopFollowing = session.followOtherTabs();
  const signIn = (user: AuthenticatedUser, name = user.name) => {
    session.useSessionStore.getState().setTokens(tokensOf(name));
    session.useSessionStore.getState().setUser(user);
  };
  return { session, store: session.useSessionStore, signedOut, stopFollowing, signIn };
}

// The browser tells the other tabs, not the one that wrote; here every tab listens on the same window, so the
// tab that wrote hears it too (and must stay as it is).
const storageChanged = () =>
  window.dispatchEvent(
    new StorageEvent('storage', {
      key: SESSION_STORAGE_KEY,
      newValue: localStorage.getItem(SESSION_STORAGE_KEY),
      storageArea: localStorage,
    }),
  );

let tabs: ReturnType<typeof openTab>[] = [];
let serverCalls: string[] = [];
const originalFetch = globalThis.fetch;

beforeEach(() => {
  localStorage.clear();
  serverCalls = [];
  globalThis.fetch = ((url: URL | string) => {
    serverCalls.push(String(url));
    return Promise.resolve(new Response(null, { status: 204 }));
  }) as typeof fetch;
});

afterEach(() => {
  for (const tab of tabs) tab.stopFollowing();
  tabs = [];
  globalThis.fetch = originalFetch;
});

/** Two tabs where Alicia is signed in (the second opened after she signed in in the first). */
async function twoSignedInTabs() {
  const first = openTab();
  first.signIn(alicia);
  const second = openTab();
  await second.store.persist.rehydrate();
  tabs = [first, second];
  expect(second.store.getState()).toMatchObject({ token: 'jwt-Alicia', user: alicia });
  return [first, second] as const;
}

describe('a tab follows the session of the other tabs', () => {
  it('signs out at once when another tab signs out, without ending the session on the server again', async () => {
    const [first, second] = await twoSignedInTabs();
    second.session.logout();
    expect(serverCalls).toEqual(['http://localhost:8080/api/token/invalidate']);
    storageChanged();
    expect(first.store.getState()).toMatchObject({ token: null, refreshToken: null, user: null });
    expect(first.signedOut).toEqual(['ended-in-another-tab']);
    // The tab that signed out went where its own logout sent it, once.
    expect(second.signedOut).toEqual([null]);
    expect(serverCalls).toHaveLength(1);
  });

  it('signs out when the session is removed from the storage', async () => {
    const [first, second] = await twoSignedInTabs();
    localStorage.removeItem(SESSION_STORAGE_KEY);
    storageChanged();
    for (const tab of [first, second]) {
      expect(tab.store.getState().token).toBeNull();
      expect(tab.signedOut).toEqual(['ended-in-another-tab']);
    }
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    expect(first.signedOut).toHaveLength(1);
    expect(serverCalls).toEqual([]);
  });

  it("leaves when another person signs in in another tab, and keeps that person's session", async () => {
    const [first, second] = await twoSignedInTabs();
    second.signIn(teresa);
    storageChanged();
    expect(first.store.getState()).toMatchObject({ token: null, user: null });
    expect(first.signedOut).toEqual(['ended-in-another-tab']);
    // Teresa's tab and the browser's storage still hold her session; nobody asked the API to end a session.
    expect(second.store.getState()).toMatchObject({ token: 'jwt-Teresa', user: teresa });
    expect(second.signedOut).toEqual([]);
    const stored = () => JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!).state;
    expect(stored()).toMatchObject({ token: 'jwt-Teresa', user: teresa });
    // What the left tab does next (the guard of the area it was on, the sign-in page) leaves it as it is.
    first.session.logout();
    first.store.getState().forgetSignedOutReason();
    expect(stored()).toMatchObject({ token: 'jwt-Teresa', user: teresa });
    expect(serverCalls).toEqual([]);
    // Until the person signs in there.
    first.signIn(alicia);
    expect(stored()).toMatchObject({ token: 'jwt-Alicia', user: alicia });
  });

  it('takes over the tokens another tab refreshed, and a sign-in while it had no session', async () => {
    const [first, second] = await twoSignedInTabs();
    second.store.getState().setTokens(tokensOf('Alicia-2'));
    storageChanged();
    expect(first.store.getState()).toMatchObject({ refreshToken: 'refresh-Alicia-2', user: alicia });
    expect(first.signedOut).toEqual([]);

    first.session.logout();
    storageChanged();
    expect(second.store.getState().token).toBeNull();
    second.signIn(teresa);
    storageChanged();
    expect(first.store.getState()).toMatchObject({ token: 'jwt-Teresa', user: teresa });
    expect(first.signedOut).toEqual([null]);
  });
});
