import { Type } from '@sinclair/typebox';
import { nullableString } from './json-schema';
import { resourceIdentityProperties } from './resource';

/**
 * A session as the attendance sheet, a volunteer's hours and the intranet home name it: its day and times, and
 * its activity by IRI and name.
 */
export const sessionSummaryProperties = {
  ...resourceIdentityProperties,
  name: nullableString(),
  date: Type.String(),
  scheduleStart: Type.String(),
  scheduleEnd: Type.String(),
  activity: Type.Object({ ...resourceIdentityProperties, name: Type.String() }),
};
