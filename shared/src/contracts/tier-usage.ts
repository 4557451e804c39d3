import { type Static, Type } from '@sinclair/typebox';
import { TIER_NAMES, type TierName, type TierUsageResource } from '../domain/enumerations';
import { textOfType } from './json-schema';
import type { ResourceOf } from './resource';

// The organisation's plan and how much of it is used (`/api/tier-usage`), written once for the API and the
// intranet's plan page.

/** How many count now and the plan's cap (null: the plan sets none). */
const resourceUsage = (description: string) =>
  Type.Object(
    {
      used: Type.Integer({ minimum: 0, description: 'Cuántos cuentan ahora para el límite' }),
      limit: Type.Unsafe<number | null>({
        type: ['integer', 'null'],
        minimum: 0,
        description: 'El límite del plan; null si el plan no tiene límite (nivel red)',
      }),
    },
    { description },
  );
export type ResourceUsage = Static<ReturnType<typeof resourceUsage>>;

/** `GET /api/tier-usage`: the plan and the use of every resource it caps. */
export const TierUsageSchema = Type.Object({
  '@context': Type.String(),
  '@id': Type.String(),
  '@type': textOfType<'TierUsage'>(),
  tier: Type.Unsafe<TierName>({
    type: 'string',
    enum: [...TIER_NAMES],
    description: 'El plan de la organización: nivel 1 (gratuito), 2 (estándar), 3 (prémium) o red',
  }),
  volunteers: resourceUsage('Personas voluntarias en el registro (también las inactivas; no las eliminadas)'),
  projects: resourceUsage('Proyectos activos'),
  activities: resourceUsage('Actividades abiertas (ni finalizadas ni canceladas)'),
} satisfies Record<TierUsageResource, unknown> & Record<string, unknown>);
export type TierUsage = ResourceOf<typeof TierUsageSchema>;
