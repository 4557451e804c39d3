import { describeRoleMatrix } from '../../../helpers/role-matrix';
import { jsonHeaders, validPlace } from './place-fixtures';

// docs/roles.md: every staff role lists, reads, creates, edits and exports places; only administrators delete
// them. Volunteers and partner contacts are refused everything with 403 access-denied.
describeRoleMatrix({
  name: 'places',
  routes: [
    { permission: 'place:list', success: 200, call: () => ({ method: 'GET', url: '/api/places' }) },
    { permission: 'place:read', success: 200, call: (id) => ({ method: 'GET', url: `/api/places/${id}` }) },
    {
      permission: 'place:create',
      success: 201,
      call: () => ({ method: 'POST', url: '/api/places', payload: validPlace() }),
    },
    {
      permission: 'place:update',
      success: 200,
      call: (id) => ({
        method: 'PATCH',
        url: `/api/places/${id}`,
        payload: { capacity: 8, schedules: [{ weekday: 'friday', start: '09:00', end: '10:00' }] },
      }),
    },
    {
      permission: 'place:delete',
      success: 204,
      call: (id) => ({ method: 'DELETE', url: `/api/places/${id}` }),
    },
    { permission: 'place:export', success: 200, call: () => ({ method: 'GET', url: '/api/places/export' }) },
  ],
  freshId: async (app, administrator) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/places',
        headers: jsonHeaders(administrator),
        payload: JSON.stringify(validPlace()),
      })
    ).json().id,
  snapshot: async (app, id) => ({
    place: await app.db.selectFrom('places').selectAll().where('id', '=', id).executeTakeFirst(),
    schedules: await app.db
      .selectFrom('place_schedules')
      .selectAll()
      .where('place_id', '=', id)
      .orderBy('id')
      .execute(),
    count: Number(
      (
        await app.db
          .selectFrom('places')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  }),
});
