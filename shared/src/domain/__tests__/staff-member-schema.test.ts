import {
  changePasswordSchema,
  coordinatorSchema,
  employeeSchema,
  hasPermission,
  ownProfileSchema,
  ownVolunteerProfileSchema,
  validateWith,
} from '../index';
import { validPerson } from '../../testing/valid-person';

const validStaffMember = {
  ...validPerson,
  department: 'Programas',
  isAdmin: false,
};

const keysFor = async (field: string, value: unknown): Promise<string[]> => {
  const violations = await validateWith(employeeSchema, { ...validStaffMember, [field]: value });
  return violations.filter((v) => v.propertyPath === field).map((v) => v.message);
};

describe('employeeSchema and coordinatorSchema', () => {
  it('accept a complete staff member, and one without department nor admin flag', async () => {
    await expect(validateWith(employeeSchema, validStaffMember)).resolves.toEqual([]);
    const { department, isAdmin, ...person } = validStaffMember;
    void [department, isAdmin];
    await expect(validateWith(coordinatorSchema, person)).resolves.toEqual([]);
  });

  it('keep the person rules of spec §5', async () => {
    expect(await keysFor('surname', '1')).toEqual(['name-not-enough-letters']);
    expect(await keysFor('identification', '12345678A')).toEqual(['identification-control-letter']);
    expect(await keysFor('phonePrefixMobile', null)).toEqual(['field-not-blank']);
  });

  it('bound the department and type the admin flag', async () => {
    expect(await keysFor('department', 'd'.repeat(256))).toEqual([]);
    expect(await keysFor('department', 'd'.repeat(257))).toEqual(['field-max-length']);
    expect(await keysFor('isAdmin', 'yes')).toEqual(['field-not-valid-type']);
    expect(await keysFor('isAdmin', true)).toEqual([]);
  });
});

describe('changePasswordSchema', () => {
  const messages = async (input: object) =>
    (await validateWith(changePasswordSchema, input)).map((v) => `${v.propertyPath}:${v.message}`);

  it('needs the current password and a new one of 12 to 64 characters, repeated alike', async () => {
    expect(await messages({ currentPassword: 'old', password: 'Una-clave-nueva-2026' })).toEqual([]);
    expect(await messages({ password: 'corta' })).toEqual([
      'currentPassword:field-not-blank',
      'password:field-min-length',
    ]);
    expect(
      await messages({ currentPassword: 'x', password: 'Una-clave-nueva-2026', repeatPassword: 'otra' }),
    ).toEqual(['repeatPassword:repeat-password-equal']);
  });
});

describe('own profile schemas', () => {
  it('check the person fields, and a volunteer profile also the volunteering fields', async () => {
    const { department, isAdmin, ...person } = validStaffMember;
    void [department, isAdmin];
    await expect(validateWith(ownProfileSchema, person)).resolves.toEqual([]);
    const volunteer = await validateWith(ownVolunteerProfileSchema, { ...person, skills: ['juggling'] });
    expect(volunteer.map((v) => v.message)).toEqual(['field-not-valid-option']);
  });
});

describe('staff permissions', () => {
  const staff = (roles: string[]) => ({ profile: 'employee', roles });

  it('let every staff role list and read staff, and only administrators manage them', () => {
    for (const roles of [['employee-admin'], ['employee'], ['coordinator']]) {
      expect(hasPermission(staff(roles), 'employee:list')).toBe(true);
      expect(hasPermission(staff(roles), 'coordinator:read')).toBe(true);
    }
    for (const permission of ['employee:create', 'coordinator:delete', 'volunteer:promote'] as const) {
      expect(hasPermission(staff(['user', 'employee', 'coordinator']), permission)).toBe(false);
      expect(hasPermission(staff(['user', 'employee', 'employee-admin']), permission)).toBe(true);
    }
  });

  it('let any signed-in account read and edit its own profile', () => {
    for (const user of [
      { profile: 'volunteer', roles: ['user', 'volunteer'] },
      { profile: 'partner', roles: ['user', 'partner'] },
      staff(['user', 'employee']),
    ]) {
      expect(hasPermission(user, 'me:read')).toBe(true);
      expect(hasPermission(user, 'me:update')).toBe(true);
    }
    expect(hasPermission({ profile: 'volunteer', roles: ['user', 'volunteer'] }, 'employee:list')).toBe(
      false,
    );
  });
});
