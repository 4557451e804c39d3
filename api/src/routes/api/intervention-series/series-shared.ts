import type { InterventionSeriesBody } from '@enlace/shared/contracts';
import { seriesDaysOf, sessionSeriesSchema } from '@enlace/shared/domain';
import { validateBody } from '../../../lib/validation';
import type { SeriesValues } from '../../../plugins/repositories/intervention-series-repository';
import { activityIdOf, validInterventionValues } from '../interventions/intervention-shared';

/** A series as the request describes it: its activity, what its sessions share, and their days. */
export interface SeriesInput {
  activityId: number;
  values: SeriesValues;
  days: string[];
}

/**
 * The activity, the shared rules of a series (422 with every violation) and the days it describes; what its
 * sessions share is turned into stored values as the single session's are.
 */
export async function validSeriesInput(body: InterventionSeriesBody): Promise<SeriesInput> {
  const activityId = activityIdOf(body.activity);
  await validateBody(sessionSeriesSchema, body);
  const days = seriesDaysOf(body);
  const { date: _first, ...values } = await validInterventionValues({ ...body, date: days[0] });
  return { activityId, values, days };
}
