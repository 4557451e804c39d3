import type { StaffMember } from '@enlace/shared/domain';
import { screen, waitFor } from '@testing-library/react';
import { choose, fill } from '../../../../testing/form-controls';
import type { MockRoute } from '@enlace/shared/testing';

/** A stored employee as `GET /api/employees/{id}` answers it (a coordinator with `kind: 'coordinator'`). */
export const storedStaffMember = (
  overrides: Partial<StaffMember> = {},
  kind: 'employee' | 'coordinator' = 'employee',
): StaffMember => {
  const id = overrides.id ?? 20;
  const path = kind === 'employee' ? 'employees' : 'coordinators';
  return {
    '@id': `/api/${path}/${id}`,
    '@type': kind === 'employee' ? 'Employee' : 'Coordinator',
    id,
    name: 'Marta',
    surname: 'Ruiz Gómez',
    email: 'marta@example.org',
    phonePrefixMobile: '+34',
    phoneMobile: '612345678',
    identification: '12345678Z',
    identificationType: 'national',
    sex: 'female',
    birthday: '1985-03-02',
    disability: [],
    phonePrefix: null,
    phone: null,
    addressCountry: '/api/countries/724',
    addressState: '/api/states/1',
    addressProvince: '/api/provinces/29',
    addressLocation: '/api/locations/29069',
    address: 'Calle Larios 5',
    postalCode: '29601',
    department: 'Programas',
    isAdmin: false,
    roles: kind === 'employee' ? ['user', 'employee'] : ['user', 'employee', 'coordinator'],
    accessStatus: 'access',
    promotedAt: null,
    promotedBy: null,
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
};

/** A collection of staff members as the lists answer it. */
export const staffCollection = (path: string, members: StaffMember[], totalItems = members.length) => ({
  '@id': `/api/${path}`,
  '@type': 'Collection',
  totalItems,
  member: members,
});

/** `GET /api/employees/{id}` answering the stored employee. */
export const employeeRoute = (overrides: Partial<StaffMember> = {}): MockRoute => ({
  method: 'GET',
  path: `employees/${overrides.id ?? 20}`,
  body: storedStaffMember(overrides),
});

/** Fills every required field of a new staff member (the geography of testing/mock-api). */
export async function fillNewStaffMember(email = 'marta@example.org') {
  await fill(/^Nombre/, 'Marta');
  await fill(/^Apellidos/, 'Ruiz Gómez');
  await choose(/^Tipo de documento/, 'national');
  await fill(/^Número de documento/, '12345678Z');
  await choose(/^Sexo/, 'female');
  await fill(/^Fecha de nacimiento/, '1985-03-02');
  await fill(/^Correo electrónico/, email);
  await fill(/^Teléfono móvil/, '612345678');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Andalucía' })).toBeInTheDocument());
  await choose(/^Comunidad autónoma o región/, '/api/states/1');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Málaga' })).toBeInTheDocument());
  await choose(/^Provincia/, '/api/provinces/29');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Marbella' })).toBeInTheDocument());
  await choose(/^Municipio/, '/api/locations/29069');
  await fill(/^Dirección/, 'Calle Larios 5');
  await fill(/^Departamento/, 'Programas');
}
