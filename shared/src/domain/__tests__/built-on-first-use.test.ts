import { object, ObjectSchema, string, ValidationError } from 'yup';
import { builtOnFirstUse } from '../validation/built-on-first-use';
import { loginSchema, personFieldsShape, volunteerSchema } from '..';

describe('builtOnFirstUse', () => {
  it('builds nothing until the value is first used, then builds it once', () => {
    const build = jest.fn(() => object({ name: string().required() }));
    const schema = builtOnFirstUse(build);
    expect(build).not.toHaveBeenCalled();

    expect(schema.isValidSync({ name: 'Ana' })).toBe(true);
    expect(schema.isValidSync({})).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('stands in for a schema: instanceof, describe, fields and derived schemas', async () => {
    const schema = builtOnFirstUse(() => object({ name: string().required('name-required') }));

    expect(schema).toBeInstanceOf(ObjectSchema);
    expect(Object.keys(schema.fields)).toEqual(['name']);
    expect(schema.describe().fields.name).toMatchObject({ type: 'string', optional: false });
    await expect(schema.validate({})).rejects.toBeInstanceOf(ValidationError);
    const extended = schema.shape({ email: string().required() });
    expect(extended.isValidSync({ name: 'Ana' })).toBe(false);
    expect(extended.isValidSync({ name: 'Ana', email: 'ana@example.org' })).toBe(true);
  });

  it('spreads like the shape it stands in for', () => {
    const shape = builtOnFirstUse(() => ({ name: string().required(), email: string() }));

    const composed = object({ ...shape, phone: string() });

    expect(Object.keys(composed.fields)).toEqual(['name', 'email', 'phone']);
    expect('name' in shape).toBe(true);
    expect(composed.isValidSync({})).toBe(false);
  });
});

describe('the domain schemas built on first use', () => {
  it('validate as before: the sign-in form refuses a blank email with its translated key', async () => {
    const error = await loginSchema.validate({ email: '', password: 'x' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect(JSON.stringify((error as ValidationError).errors)).toContain('field-not-blank');
  });

  it('compose their shapes: a volunteer has every person field', () => {
    expect(Object.keys(volunteerSchema.fields)).toEqual(
      expect.arrayContaining(Object.keys(personFieldsShape)),
    );
  });
});
