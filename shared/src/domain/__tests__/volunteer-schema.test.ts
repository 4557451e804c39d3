import {
  ANY_ACCOUNT,
  deletePersonSchema,
  hasPermission,
  PERMISSIONS,
  validateWith,
  volunteerSchema,
} from '../index';
import { validPerson } from '../../testing/valid-person';

const validVolunteer = {
  ...validPerson,
  skills: ['social_media'],
  availability: { monday: ['morning'], friday: ['morning', 'afternoon'] },
  howWeMet: 'ads',
  traits: ['committed'],
  aboutMe: 'Hola',
  inactive: false,
};

const keysFor = async (field: string, value: unknown): Promise<string[]> => {
  const violations = await validateWith(volunteerSchema, { ...validVolunteer, [field]: value });
  return violations.filter((v) => v.propertyPath.startsWith(field)).map((v) => v.message);
};

describe('volunteerSchema', () => {
  it('accepts a complete volunteer, and one without the optional volunteer fields', async () => {
    await expect(validateWith(volunteerSchema, validVolunteer)).resolves.toEqual([]);
    const { skills, availability, howWeMet, traits, aboutMe, inactive, ...person } = validVolunteer;
    void [skills, availability, howWeMet, traits, aboutMe, inactive];
    await expect(validateWith(volunteerSchema, person)).resolves.toEqual([]);
  });

  it('keeps the person rules of spec §5', async () => {
    expect(await keysFor('name', '')).toEqual(['field-not-blank']);
    expect(await keysFor('email', 'x@')).toEqual(['not-valid-email']);
  });

  it('checks the enumerations of skills, traits and how-we-met', async () => {
    expect(await keysFor('skills', ['juggling'])).toEqual(['field-not-valid-option']);
    expect(await keysFor('traits', ['lazy'])).toEqual(['field-not-valid-option']);
    expect(await keysFor('howWeMet', 'telepathy')).toEqual(['field-not-valid-option']);
    expect(await keysFor('skills', 'social_media')).toEqual(['field-not-valid-type']);
  });

  it('checks availability as weekdays × times of day', async () => {
    expect(await keysFor('availability', {})).toEqual([]);
    expect(await keysFor('availability', { sunday: [] })).toEqual([]);
    expect(await keysFor('availability', { funday: ['morning'] })).toEqual(['field-not-valid-option']);
    expect(await keysFor('availability', { monday: ['night'] })).toEqual(['field-not-valid-option']);
    expect(await keysFor('availability', { monday: 'morning' })).toEqual(['field-not-valid-type']);
    expect(await keysFor('availability', ['monday'])).toEqual(['field-not-valid-type']);
  });

  it('bounds about-me and types inactive', async () => {
    expect(await keysFor('aboutMe', 'a'.repeat(2001))).toEqual(['field-max-length']);
    expect(await keysFor('inactive', 'yes')).toEqual(['field-not-valid-type']);
  });
});

describe('deletePersonSchema', () => {
  it('requires a reason of the deletion reasons enumeration', async () => {
    await expect(validateWith(deletePersonSchema, { reason: 'user_request' })).resolves.toEqual([]);
    expect((await validateWith(deletePersonSchema, {})).map((v) => v.message)).toEqual(['field-not-blank']);
    expect((await validateWith(deletePersonSchema, { reason: 'bored' })).map((v) => v.message)).toEqual([
      'field-not-valid-option',
    ]);
  });
});

describe('hasPermission', () => {
  const staff = (roles: string[]) => ({ profile: 'employee', roles });

  it('lets every staff role manage volunteers and only administrators delete them', () => {
    for (const roles of [['employee-admin'], ['employee'], ['coordinator']]) {
      expect(hasPermission(staff(roles), 'volunteer:update')).toBe(true);
    }
    expect(hasPermission(staff(['user', 'employee', 'coordinator']), 'volunteer:delete')).toBe(false);
    expect(hasPermission(staff(['user', 'employee', 'employee-admin']), 'volunteer:delete')).toBe(true);
  });

  it('grants nothing outside the employee profile but what any account may do', () => {
    const staffOnly = (Object.keys(PERMISSIONS) as (keyof typeof PERMISSIONS)[]).filter(
      (permission) => PERMISSIONS[permission] !== ANY_ACCOUNT,
    );
    expect(staffOnly).toContain('volunteer:delete');
    for (const permission of staffOnly) {
      expect(hasPermission({ profile: 'volunteer', roles: ['user', 'volunteer'] }, permission)).toBe(false);
      expect(hasPermission({ profile: 'partner', roles: ['employee-admin'] }, permission)).toBe(false);
    }
  });
});
