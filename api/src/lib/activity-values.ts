import type { Activity } from '../db/schema';
import { normalizeForSearch } from './normalize';

// What staff write about an activity, as the activities repository stores and compares it.

/** What staff write about an activity (create and update); references already turned into ids. */
export interface ActivityValues {
  name: string;
  description: string | null;
  type: string;
  mode: string;
  project_id: number | null;
  coordinator_id: number;
  partner_ids: number[];
  date_start: string;
  date_end: string;
}

/** The stored activity as the comparison reads it: its columns and its partners. */
export type StoredActivity = Pick<Activity, Exclude<keyof ActivityValues, 'partner_ids'>> & {
  partners: { id: number }[];
};

/** The activity's columns of the values: the partners go to their own table, the name also as its search key. */
export const activityColumnsOf = (values: ActivityValues) => {
  const { partner_ids: _partners, ...columns } = values;
  return { ...columns, name_key: normalizeForSearch(values.name) };
};

/** Whether the values change anything of the stored activity (its partners in any order). */
export const changesActivity = (current: StoredActivity, values: ActivityValues) => {
  const stored: ActivityValues = {
    name: current.name,
    description: current.description,
    type: current.type,
    mode: current.mode,
    project_id: current.project_id,
    coordinator_id: current.coordinator_id,
    partner_ids: current.partners.map((partner) => partner.id),
    date_start: current.date_start,
    date_end: current.date_end,
  };
  const sorted = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b).join(',');
  return (Object.keys(stored) as (keyof ActivityValues)[]).some((key) =>
    key === 'partner_ids'
      ? sorted(stored.partner_ids) !== sorted(values.partner_ids)
      : stored[key] !== values[key],
  );
};
