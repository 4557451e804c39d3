import { calendarDay } from '@enlace/shared/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../schema';
import { normalizeForSearch } from '../../lib/normalize';
import { personSearchColumns } from '../../lib/person-search';
import { sha256 } from '../../lib/tokens';
import { MALAGA } from './tenants';

// The first demo tenant's activities, so that a newcomer sees a living product right after `npm start`: a
// published workshop with open sessions (one a place from full), a school-support activity where a minor waits
// for the tutor's consent, a draft, and a finished activity with its history. Days are set relative to the day
// of seeding, on the weekdays the demo places are open.

/** The tutor's link of the demo minor: /authorized-participation/demo-consentimiento-2026. */
export const DEMO_CONSENT_CODE = 'demo-consentimiento-2026';
export const DEMO_TUTOR_EMAIL = 'tutora@demo.example.org';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The first given weekday strictly after `day`, `weeks` weeks later (0: the next one). */
function nextWeekday(day: string, weekday: (typeof WEEKDAYS)[number], weeks = 0): string {
  let date = addDays(day, 1);
  while (WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()] !== weekday) date = addDays(date, 1);
  return addDays(date, weeks * 7);
}

/** Ids the demo activities link to (created earlier in the same seed transaction). */
export interface DemoActivityLinks {
  tenantId: number;
  now: string;
}

export async function seedDemoActivities(trx: Transaction<Database>, { tenantId, now }: DemoActivityLinks) {
  const today = calendarDay();
  const userId = async (email: string) =>
    (
      await trx
        .selectFrom('users')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;
  const placeId = async (name: string) =>
    (
      await trx
        .selectFrom('places')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;
  const partnerId = async (name: string) =>
    (
      await trx
        .selectFrom('partners')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;

  const coordinator = await userId('coordinacion@demo.example.org');
  const administrator = await userId('admin@demo.example.org');
  const technician = await userId('tecnica@demo.example.org');
  const volunteer = await userId('voluntaria@demo.example.org');
  const classroom = await placeId('Aula de informática Carretería');
  const hall = await placeId('Sala polivalente del Centro Cívico');
  const readingPartner = await partnerId('Asociación Mar de Letras');
  const digitalPartner = await partnerId('Cooperativa Digital Sur');
  const project = await trx
    .selectFrom('projects')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .orderBy('id')
    .executeTakeFirst();

  // A volunteer staff registered without an online account: they take places like anyone else.
  const otherVolunteer = {
    name: 'Jorge',
    surname: 'Herrera Lara',
    email: 'jorge.herrera@demo.example.org',
    identification_type: 'national',
    identification: '28930175Q',
    sex: 'male',
    birthday: '1991-10-07',
    phone_prefix_mobile: '+34',
    phone_mobile: '688 901 234',
    ...MALAGA,
    address: 'Calle Héroe de Sostoa 60',
    postal_code: '29002',
  };
  const { id: jorge } = await trx
    .insertInto('users')
    .values({
      tenant_id: tenantId,
      ...otherVolunteer,
      password_hash: null,
      profile: 'volunteer',
      roles: JSON.stringify(['user', 'volunteer']),
      validated_at: now,
      validated_by_id: coordinator,
      status: 'validated',
      ...personSearchColumns(otherVolunteer),
      active: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  // A second coordinator, without an online account, leads the school support and the book club: the demo
  // coordinator's lists show only their own two activities by default, and every activity with "Todas".
  const otherCoordinatorPerson = {
    name: 'Lucía',
    surname: 'Domínguez Vera',
    email: 'lucia.dominguez@demo.example.org',
    identification_type: 'national',
    identification: '30528417B',
    sex: 'female',
    birthday: '1979-02-14',
    phone_prefix_mobile: '+34',
    phone_mobile: '655 210 987',
    ...MALAGA,
    address: 'Calle Granada 12',
    postal_code: '29015',
  };
  const { id: otherCoordinator } = await trx
    .insertInto('users')
    .values({
      tenant_id: tenantId,
      ...otherCoordinatorPerson,
      password_hash: null,
      profile: 'employee',
      roles: JSON.stringify(['user', 'employee', 'coordinator']),
      validated_at: now,
      status: 'validated',
      ...personSearchColumns(otherCoordinatorPerson),
      active: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const beneficiary = async (values: {
    name: string;
    surname: string;
    birthday: string;
    sex: string;
    tutor?: {
      name: string;
      surname: string;
      email: string;
      phone: string;
      address: string;
      relation: string;
    };
  }) =>
    (
      await trx
        .insertInto('beneficiaries')
        .values({
          tenant_id: tenantId,
          email: null,
          name: values.name,
          surname: values.surname,
          birthday: values.birthday,
          sex: values.sex,
          address_country_id: 724,
          address_state_id: 1,
          address_province_id: 29,
          address_location_id: 29067,
          address: 'Calle Mármoles 40',
          postal_code: '29007',
          tutor_name: values.tutor?.name ?? null,
          tutor_surname: values.tutor?.surname ?? null,
          tutor_email: values.tutor?.email ?? null,
          tutor_phone: values.tutor?.phone ?? null,
          tutor_address: values.tutor?.address ?? null,
          relation: values.tutor?.relation ?? null,
          ...personSearchColumns({ ...values, email: '', identification: null }),
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const senior = await beneficiary({
    name: 'Antonio',
    surname: 'Gálvez Ruiz',
    birthday: '1949-03-12',
    sex: 'male',
  });
  const child = await beneficiary({
    name: 'Hugo',
    surname: 'Molina Rey',
    birthday: addDays(today, -(9 * 365 + 120)),
    sex: 'male',
    tutor: {
      name: 'Marta',
      surname: 'Rey Gómez',
      email: DEMO_TUTOR_EMAIL,
      phone: '600123456',
      // The child lives with the mother.
      address: 'Calle Mármoles 40',
      relation: 'mother',
    },
  });

  const activity = async (values: {
    name: string;
    description: string;
    type: string;
    mode: string;
    status: string;
    dateStart: string;
    dateEnd: string;
    partners: number[];
    coordinatorId?: number;
  }) => {
    const { id } = await trx
      .insertInto('activities')
      .values({
        tenant_id: tenantId,
        name: values.name,
        name_key: normalizeForSearch(values.name),
        description: values.description,
        type: values.type,
        mode: values.mode,
        status: values.status,
        project_id: project?.id ?? null,
        coordinator_id: values.coordinatorId ?? coordinator,
        date_start: values.dateStart,
        date_end: values.dateEnd,
        duplicated_from_id: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('activity_partners')
      .values(values.partners.map((partner_id) => ({ tenant_id: tenantId, activity_id: id, partner_id })))
      .execute();
    return id;
  };
  const intervention = async (
    activityId: number,
    values: { name: string; date: string; start: string; end: string; placeId: number; volunteers: number },
  ) =>
    (
      await trx
        .insertInto('interventions')
        .values({
          tenant_id: tenantId,
          activity_id: activityId,
          name: values.name,
          date: values.date,
          schedule_start: values.start,
          schedule_end: values.end,
          place_id: values.placeId,
          format: 'onsite',
          min_volunteers: 1,
          max_volunteers: values.volunteers,
          min_employees: 0,
          max_employees: 1,
          min_beneficiaries: 1,
          max_beneficiaries: 10,
          observations: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const participant = (
    interventionId: number,
    person:
      { role: 'volunteer' | 'employee'; userId: number } | { role: 'beneficiary'; beneficiaryId: number },
    status: 'confirmed' | 'pending' = 'confirmed',
    source: 'self' | 'staff' = 'staff',
  ) =>
    trx
      .insertInto('intervention_participants')
      .values({
        tenant_id: tenantId,
        intervention_id: interventionId,
        role: person.role,
        user_id: 'userId' in person ? person.userId : null,
        beneficiary_id: 'beneficiaryId' in person ? person.beneficiaryId : null,
        status,
        source,
        added_by_id: source === 'staff' ? coordinator : null,
        created_at: now,
        confirmed_at: status === 'confirmed' ? now : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

  // Published, with open sessions on the classroom's Monday and Wednesday hours.
  const workshop = await activity({
    name: 'Taller de móvil para mayores',
    description:
      'Sesiones prácticas para que las personas mayores usen el móvil con confianza: WhatsApp, videollamadas, la cita médica y la banca en línea.',
    type: 'educational',
    mode: 'onsite',
    status: 'active',
    dateStart: today,
    dateEnd: addDays(today, 70),
    partners: [digitalPartner],
  });
  const firstSession = await intervention(workshop, {
    name: 'Primeros pasos con WhatsApp',
    date: nextWeekday(today, 'monday'),
    start: '10:00',
    end: '12:00',
    placeId: classroom,
    volunteers: 2,
  });
  // One of its two volunteer places is taken: the next volunteer takes the last one.
  await participant(firstSession, { role: 'volunteer', userId: jorge });
  await participant(firstSession, { role: 'employee', userId: technician });
  await participant(firstSession, { role: 'beneficiary', beneficiaryId: senior });
  await intervention(workshop, {
    name: 'Videollamadas con la familia',
    date: nextWeekday(today, 'wednesday'),
    start: '17:00',
    end: '19:00',
    placeId: classroom,
    volunteers: 3,
  });
  const bankingSession = await intervention(workshop, {
    name: 'Cita médica y banca en línea',
    date: nextWeekday(today, 'monday', 1),
    start: '10:00',
    end: '12:00',
    placeId: classroom,
    volunteers: 3,
  });
  await participant(bankingSession, { role: 'volunteer', userId: volunteer }, 'confirmed', 'self');

  // Published, with a minor whose tutor has not consented yet (the emailed link is the demo code).
  const schoolSupport = await activity({
    name: 'Refuerzo escolar de primaria',
    description:
      'Apoyo con los deberes y la lectura para niñas y niños de primaria, los sábados por la mañana.',
    type: 'educational',
    mode: 'onsite',
    status: 'active',
    dateStart: today,
    dateEnd: addDays(today, 60),
    partners: [readingPartner],
    coordinatorId: otherCoordinator,
  });
  const saturdayClass = await intervention(schoolSupport, {
    name: 'Deberes y lectura',
    date: nextWeekday(today, 'saturday'),
    start: '10:00',
    end: '12:00',
    placeId: hall,
    volunteers: 4,
  });
  const pendingChild = await participant(
    saturdayClass,
    { role: 'beneficiary', beneficiaryId: child },
    'pending',
  );
  await trx
    .insertInto('guardian_consents')
    .values({
      tenant_id: tenantId,
      code_hash: sha256(DEMO_CONSENT_CODE),
      participant_id: pendingChild.id,
      volunteer_id: null,
      tutor_email: DEMO_TUTOR_EMAIL,
      created_at: now,
      expires_at: `${addDays(today, 30)}T22:00:00.000Z`,
      consented_at: null,
      revoked_at: null,
    })
    .execute();

  // A draft being prepared for next month.
  const bookClub = await activity({
    name: 'Club de lectura en familia',
    description: 'Encuentros mensuales para leer en voz alta con las familias del barrio.',
    type: 'social',
    mode: 'onsite',
    status: 'draft',
    dateStart: addDays(today, 30),
    dateEnd: addDays(today, 90),
    partners: [readingPartner],
    coordinatorId: otherCoordinator,
  });
  await intervention(bookClub, {
    name: 'Primer encuentro',
    date: nextWeekday(addDays(today, 30), 'thursday'),
    start: '17:30',
    end: '19:00',
    placeId: hall,
    volunteers: 2,
  });

  // Finished, with its history: the demo volunteer took part in it.
  const foodDriveStart = addDays(today, -75);
  const foodDrive = await activity({
    name: 'Recogida solidaria de alimentos',
    description: 'Recogida y clasificación de alimentos para el banco de alimentos del distrito.',
    type: 'social',
    mode: 'onsite',
    status: 'finished',
    dateStart: foodDriveStart,
    dateEnd: addDays(foodDriveStart, 30),
    partners: [readingPartner, digitalPartner],
  });
  for (const weeks of [0, 1]) {
    const session = await intervention(foodDrive, {
      name: weeks === 0 ? 'Recogida en el Centro Cívico' : 'Clasificación y reparto',
      date: nextWeekday(foodDriveStart, 'saturday', weeks),
      start: '10:00',
      end: '13:00',
      placeId: hall,
      volunteers: 6,
    });
    await participant(session, { role: 'volunteer', userId: jorge });
    await participant(session, { role: 'employee', userId: technician });
    if (weeks === 0) {
      const joined = await participant(
        session,
        { role: 'volunteer', userId: volunteer },
        'confirmed',
        'self',
      );
      // Held, and the demo volunteer's attendance recorded: she has hours in "Mis horas" and a certificate of
      // volunteering to download (the other people of the sheet are left for staff to mark).
      await trx
        .updateTable('intervention_participants')
        .set({
          attendance: 'attended',
          attended_minutes: 180,
          attendance_recorded_by_id: coordinator,
          attendance_recorded_at: now,
        })
        .where('id', '=', joined.id)
        .execute();
    }
  }

  // The volunteers' records start their history with their validation (docs/adr/0016-volunteer-history.md).
  await trx
    .updateTable('users')
    .set({ validated_by_id: administrator })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', volunteer)
    .execute();
  await trx
    .insertInto('volunteer_status_changes')
    .values(
      [
        { id: volunteer, by: administrator },
        { id: jorge, by: coordinator },
      ].map((validation) => ({
        tenant_id: tenantId,
        volunteer_id: validation.id,
        change: 'validated',
        from_status: 'pending',
        to_status: 'validated',
        changed_by_id: validation.by,
        changed_at: now,
      })),
    )
    .execute();
}
