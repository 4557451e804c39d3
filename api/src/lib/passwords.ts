import { createRequire } from 'node:module';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

const require = createRequire(import.meta.url);

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
// Algorithm is a const enum (unusable with isolatedModules): 2 is Argon2id.
const options = { algorithm: 2 as Algorithm, memoryCost: 19456, timeCost: 2, parallelism: 1 };

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

let leaked: Set<string> | undefined;
function leakedPasswords(): Set<string> {
  if (!leaked) {
    const { dictionary } = require('@zxcvbn-ts/language-common') as { dictionary: Record<string, string[]> };
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
