import { createRequire } from 'node:module';
import { type Algorithm, type Options, hash, verify } from '@node-rs/argon2';
import type { Violation } from '@enlace/shared/domain/core';
import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core';
import { DEMO_PASSWORD } from '../db/seed/tenants';

const require = createRequire(import.meta.url);

/** OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. */
export const PASSWORD_HASH_COST = { memoryCost: 19456, timeCost: 2 } as const;

// Algorithm is a const enum (unusable with isolatedModules): 2 is Argon2id.
let options: Options = { algorithm: 2 as Algorithm, ...PASSWORD_HASH_COST, parallelism: 1 };

/**
 * For the API's own tests only (their jest setup): the same algorithm at a lower cost. A hash records its cost, so
 * it is verified at the cost it was made with; at the baseline's cost every sign-in of the suites took about a tenth
 * of a second of CPU, thousands of times per run.
 */
export function setPasswordHashCostForTests(cost: { memoryCost: number; timeCost: number }): void {
  options = { ...options, ...cost };
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A real hash to verify against when the account does not exist, so both answers take about as long.
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy-password-that-never-matches');
  return decoyHash;
}

type ScorerOptions = NonNullable<Parameters<typeof zxcvbnOptions.setOptions>[0]>;

interface ZxcvbnLanguage {
  dictionary: Record<string, string[]>;
  adjacencyGraphs?: ScorerOptions['graphs'];
}

let leaked: Set<string> | undefined;
function leakedPasswords(): Set<string> {
  if (!leaked) {
    const { dictionary } = require('@zxcvbn-ts/language-common') as ZxcvbnLanguage;
    // Version 3 names the list `passwords`, version 4 `passwords-common`.
    const list = dictionary['passwords-common'] ?? dictionary.passwords ?? [];
    leaked = new Set(list.map((word) => word.toLowerCase()));
  }
  return leaked;
}

/** True when the password is in the offline list of common leaked passwords (case-insensitive). */
export function isCompromisedPassword(password: string): boolean {
  return leakedPasswords().has(password.toLowerCase());
}

/** Scores under this (0 "too guessable", 1 "very guessable") are refused: under a million guesses. */
export const MIN_PASSWORD_SCORE = 2;

let scorerReady = false;
/** zxcvbn with the common and Spanish dictionaries and keyboard layouts, loaded on the first new password. */
function passwordScore(password: string, userInputs: string[]): number {
  if (!scorerReady) {
    const common = require('@zxcvbn-ts/language-common') as ZxcvbnLanguage;
    const spanish = require('@zxcvbn-ts/language-es-es') as ZxcvbnLanguage;
    zxcvbnOptions.setOptions({
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...spanish.dictionary },
    });
    scorerReady = true;
  }
  return zxcvbn(password, userInputs).score;
}

/**
 * What the shared password rule cannot check in a browser: a leaked password, the demo's published one outside
 * the demo tenants, and one too easy to guess, the person's own names and the organisation's counting as known
 * words. The length and characters are the shared rule's (passwordRule).
 */
export function newPasswordViolations(
  password: unknown,
  context: { demoTenant: boolean; userInputs: (string | null | undefined)[] },
): Violation[] {
  if (typeof password !== 'string' || password === '') return [];
  const violation = (message: string): Violation[] => [{ propertyPath: 'password', message }];
  if (isCompromisedPassword(password)) return violation('not-compromised-password');
  if (password === DEMO_PASSWORD && !context.demoTenant) return violation('published-demo-password');
  // Each word of the names as written and without accents ("Fundación" is typed "Fundacion" as often).
  const inputs = context.userInputs.flatMap((input) =>
    input
      ? input
          .toLowerCase()
          .split(/[\s@.,;:()'"-]+/)
          .flatMap((word) => [word, word.normalize('NFD').replace(/\p{M}/gu, '')])
      : [],
  );
  if (
    passwordScore(
      password,
      inputs.filter((input) => input.length >= 3),
    ) < MIN_PASSWORD_SCORE
  ) {
    return violation('password-too-weak');
  }
  return [];
}
