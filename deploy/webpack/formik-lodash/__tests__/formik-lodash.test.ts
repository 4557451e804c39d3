import lodash from 'lodash';
import clone from '../clone.ts';
import cloneDeep from '../clone-deep.ts';
import isPlainObject from '../is-plain-object.ts';
import toPath from '../to-path.ts';

// The built apps give formik these helpers instead of lodash's: on form data they must answer as lodash does.

class Person {
  constructor(public name: string) {}
}

const formValues = () => ({
  name: 'Lucía',
  surnames: 'García Núñez',
  age: 17,
  acceptsPrivacy: true,
  birthday: new Date('2009-03-01T00:00:00Z'),
  phone: null,
  notes: undefined,
  address: { street: 'Calle Larios 1', location: { id: 29067, name: 'Málaga' } },
  skills: ['teaching', 'sports'],
  tutors: [{ name: 'Ana', relation: 'mother' }],
});

describe('toPath', () => {
  it.each([
    'name',
    'address.location.name',
    'tutors[0].name',
    'tutors.0.name',
    'a[1][2].b',
    'a["b.c"].d',
    "a['b\\'c']",
    '.a',
    'a..b',
    'a[].b',
    '',
    '[0]',
    'a[-1]',
    'a[1.5]',
  ])('parses %p as lodash does', (field) => {
    expect(toPath(field)).toEqual(lodash.toPath(field));
  });

  it('turns an array of keys into strings and keeps symbols', () => {
    const key = Symbol('key');
    expect(toPath(['a', 0, key])).toEqual(lodash.toPath(['a', 0, key]));
    expect(toPath(key)).toEqual(lodash.toPath(key));
    expect(toPath(3)).toEqual(lodash.toPath(3));
    expect(toPath(null)).toEqual(lodash.toPath(null));
  });
});

describe('isPlainObject', () => {
  it.each([
    ['a literal', {}],
    ['form values', formValues()],
    ['a prototype-less object', Object.create(null) as object],
    ['a class instance', new Person('Ana')],
    ['an array', []],
    ['a date', new Date()],
    ['a map', new Map()],
    ['null', null],
    ['a string', 'text'],
    ['a function', () => undefined],
    ['an object whose prototype is a literal', Object.create({}) as object],
  ])('answers as lodash for %s', (_label, value) => {
    expect(isPlainObject(value)).toBe(lodash.isPlainObject(value));
  });
});

describe('cloneDeep', () => {
  it('copies nested form values, equal to lodash’s copy and sharing no object or array with the original', () => {
    const original = formValues();
    const copy = cloneDeep(original);
    expect(copy).toEqual(lodash.cloneDeep(original));
    expect(copy).not.toBe(original);
    expect(copy.address).not.toBe(original.address);
    expect(copy.address.location).not.toBe(original.address.location);
    expect(copy.skills).not.toBe(original.skills);
    expect(copy.tutors[0]).not.toBe(original.tutors[0]);

    copy.address.location.name = 'Sevilla';
    copy.skills.push('music');
    expect(original.address.location.name).toBe('Málaga');
    expect(original.skills).toEqual(['teaching', 'sports']);
  });

  it('keeps the prototype of a class instance as lodash does', () => {
    const copy = cloneDeep({ person: new Person('Ana') });
    expect(copy.person).toBeInstanceOf(Person);
    expect(copy.person.name).toBe('Ana');
  });

  it('answers primitives, null and undefined unchanged', () => {
    for (const value of ['a', 1, true, null, undefined]) expect(cloneDeep(value)).toBe(value);
  });
});

describe('clone', () => {
  it('copies an object one level deep, as lodash does', () => {
    const original = formValues();
    const copy = clone(original);
    expect(copy).toEqual(lodash.clone(original));
    expect(copy).not.toBe(original);
    expect(copy.address).toBe(original.address);
  });

  it('copies an array one level deep, as lodash does', () => {
    const original = [{ name: 'Ana' }, { name: 'Luis' }];
    const copy = clone(original);
    expect(copy).toEqual(lodash.clone(original));
    expect(copy).not.toBe(original);
    expect(copy[0]).toBe(original[0]);
  });
});
