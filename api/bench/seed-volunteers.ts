import type { Db } from '../src/db/database';
import type { NewUser } from '../src/db/schema';
import { personSearchColumns } from '../src/lib/person-search';

// Bulk volunteers for the benchmark: plausible Spanish names (with accents), valid DNIs, a status mix and
// creation dates spread over years, inserted in one transaction with multi-row inserts (not through the API).

const NAMES = (
  'Lucía María Martina Sofía Julia Paula Valeria Alba Noa Irene Ángela Inés Begoña Nuria Rocío ' +
  'Aitana Carmen Elena Sara Marta Hugo Martín Lucas Mateo Leo Daniel Pablo Álvaro Adrián Manuel ' +
  'Íker Óscar Jesús Javier Sergio Raúl Joaquín Andrés Rubén Tomás'
).split(' ');
const SURNAMES = (
  'García Rodríguez González Fernández López Martínez Sánchez Pérez Gómez Martín Jiménez Ruiz ' +
  'Hernández Díaz Moreno Muñoz Álvarez Romero Alonso Gutiérrez Navarro Torres Domínguez Vázquez ' +
  'Ramos Gil Ramírez Serrano Blanco Molina Morales Suárez Ortega Delgado Castro Ortiz Rubio Marín ' +
  'Sanz Núñez Iglesias Medina Garrido Cortés Castillo Santos Lozano Guerrero Cano Prieto Méndez ' +
  'Cruz Calvo Gallego Vidal León Márquez Herrera Peña Flores Cabrera Campos Vega Fuentes Carrasco ' +
  'Diez Caballero Reyes Nieto Aguilar Pascual Santana Herrero Lorenzo Montero Hidalgo Giménez ' +
  'Ibáñez Ferrer Durán Santiago Benítez Mora Vicente Vargas Arias Carmona Crespo Román Pastor Soto ' +
  'Sáez Velasco Moya Soler Parra Esteban Bravo Gallardo Rojas Peñalver Zúñiga'
).split(' ');
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** A small deterministic generator (mulberry32), so that every run seeds the same people. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

export interface SeedVolunteersOptions {
  tenantId: number;
  count: number;
  /** Distinguishes the emails of two seeded tenants; also seeds the generator. */
  label: string;
  /** Rows per INSERT statement. */
  batch?: number;
}

/** The n-th volunteer of a seeded tenant. */
export function benchVolunteer(
  options: SeedVolunteersOptions,
  index: number,
  next: () => number,
  now: number,
): NewUser {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const name = pick(NAMES);
  const surname = `${pick(SURNAMES)} ${pick(SURNAMES)}`;
  const number = Math.floor(next() * 100_000_000);
  const identification = `${String(number).padStart(8, '0')}${DNI_LETTERS[number % 23]}`;
  const email = `${ascii(name)}.${ascii(surname)}.${index}@${options.label}.example.org`;
  const roll = next();
  const status = roll < 0.6 ? 'validated' : roll < 0.9 ? 'pending' : 'inactive';
  // Spread over about three years; later indexes are newer.
  const created = new Date(now - (options.count - index) * 900_000 - Math.floor(next() * 600_000));
  const createdAt = created.toISOString();
  return {
    tenant_id: options.tenantId,
    email,
    password_hash: null,
    name,
    surname,
    profile: 'volunteer',
    roles: JSON.stringify(['user', 'volunteer']),
    validated_at: status === 'pending' ? null : createdAt,
    activation_code: null,
    activation_expires_at: null,
    active: 1,
    phone_prefix_mobile: '+34',
    phone_mobile: `6${String(Math.floor(next() * 100_000_000)).padStart(8, '0')}`,
    identification_type: 'national',
    identification,
    status,
    created_at: createdAt,
    updated_at: createdAt,
    ...personSearchColumns({ name, surname, email, identification }),
  };
}

/** Inserts `count` volunteers into the tenant in one transaction; returns the time taken in milliseconds. */
export async function seedVolunteers(db: Db, options: SeedVolunteersOptions): Promise<number> {
  const started = performance.now();
  const batch = options.batch ?? 500;
  let seed = 0;
  for (const char of options.label) seed = (seed * 31 + char.charCodeAt(0)) >>> 0;
  const next = random(seed);
  const now = Date.parse('2026-01-01T00:00:00Z');
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < options.count; start += batch) {
      const rows: NewUser[] = [];
      for (let index = start; index < Math.min(start + batch, options.count); index += 1) {
        rows.push(benchVolunteer(options, index, next, now));
      }
      await trx.insertInto('users').values(rows).execute();
    }
  });
  return performance.now() - started;
}
