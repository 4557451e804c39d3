import type { Volunteer } from '@enlace/shared/domain';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { choose, fill } from '../../../../testing/form-controls';

// The form helpers moved to src/testing (the partner tests use them too); the volunteer tests import them here.
export { choose, control, fill } from '../../../../testing/form-controls';

/** A stored volunteer as `GET /api/volunteers/{id}` answers it. */
export const storedVolunteer = (
  overrides: Partial<Volunteer> & { validatedByName?: string | null } = {},
) => ({
  '@context': '/api/contexts/Volunteer',
  '@id': '/api/volunteers/12',
  '@type': 'Volunteer',
  id: 12,
  name: 'Lucía',
  surname: 'Núñez Peña',
  email: 'lucia@example.org',
  phonePrefixMobile: '+34',
  phoneMobile: '612345678',
  identification: '12345678Z',
  status: 'pending',
  validatedAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  phonePrefix: null,
  phone: null,
  addressCountry: '/api/countries/724',
  addressState: '/api/states/1',
  addressProvince: '/api/provinces/29',
  addressLocation: '/api/locations/29067',
  address: 'Calle Larios 5',
  postalCode: '29005',
  identificationType: 'national',
  sex: 'female',
  birthday: '1990-05-17',
  disability: [],
  skills: ['social_media'],
  availability: { monday: ['morning'] },
  howWeMet: 'word_of_mouth',
  traits: ['empathetic'],
  aboutMe: 'Le gusta enseñar.',
  inactive: false,
  validatedBy: null,
  validatedByName: null,
  accessStatus: 'no-access',
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

/** Fills every required field of a new volunteer (Spain is preselected) and ticks some of the profile. */
export async function fillNewVolunteer(user: UserEvent, email = 'lucia@example.org') {
  await fill(/^Nombre/, 'Lucía');
  await fill(/^Apellidos/, 'Núñez Peña');
  await choose(/^Tipo de documento/, 'national');
  await fill(/^Número de documento/, '12345678Z');
  await choose(/^Sexo/, 'female');
  await fill(/^Fecha de nacimiento/, '1990-05-17');
  await fill(/^Correo electrónico/, email);
  await fill(/^Teléfono móvil/, '612345678');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Andalucía' })).toBeInTheDocument());
  await choose(/^Comunidad autónoma o región/, '/api/states/1');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Málaga' })).toBeInTheDocument());
  await choose(/^Provincia/, '/api/provinces/29');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Marbella' })).toBeInTheDocument());
  await choose(/^Municipio/, '/api/locations/29069');
  await fill(/^Dirección/, 'Calle Larios 5');
  await user.click(screen.getByRole('checkbox', { name: 'Redes sociales' }));
  await user.click(screen.getByRole('checkbox', { name: 'Martes, Tarde' }));
  await choose(/^¿Cómo nos conoció\?/, 'word_of_mouth');
}
