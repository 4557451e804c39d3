import Cookies from 'universal-cookie';
import { create } from 'zustand';
import {
  CONSENT_ACCEPTED_VALUE,
  CONSENT_COOKIE_MAX_AGE_DAYS,
  CONSENT_COOKIE_NAME,
  CONSENT_REJECTED_VALUE,
} from '@enlace/shared/domain/core';

const DAY_SECONDS = 86_400;

type ConsentState = {
  /** The stored cookie value; undefined while undecided. */
  value: string | undefined;
  accept: () => void;
  reject: () => void;
  /** Reads the cookie again (on start; tests). */
  hydrate: () => void;
};

function readConsentCookie(): string | undefined {
  // A fresh instance parses document.cookie as it is now.
  const value = new Cookies(null, { path: '/' }).get(CONSENT_COOKIE_NAME, { doNotParse: true }) as
    string | undefined;
  return value ? value : undefined;
}

function storeConsentCookie(value: string): void {
  new Cookies(null, { path: '/' }).set(CONSENT_COOKIE_NAME, value, {
    path: '/',
    maxAge: CONSENT_COOKIE_MAX_AGE_DAYS * DAY_SECONDS,
    expires: new Date(Date.now() + CONSENT_COOKIE_MAX_AGE_DAYS * DAY_SECONDS * 1000),
    sameSite: 'lax',
  });
}

export const useConsentStore = create<ConsentState>((set) => ({
  value: readConsentCookie(),
  accept: () => {
    storeConsentCookie(CONSENT_ACCEPTED_VALUE);
    set({ value: CONSENT_ACCEPTED_VALUE });
  },
  reject: () => {
    storeConsentCookie(CONSENT_REJECTED_VALUE);
    set({ value: CONSENT_REJECTED_VALUE });
  },
  hydrate: () => set({ value: readConsentCookie() }),
}));
