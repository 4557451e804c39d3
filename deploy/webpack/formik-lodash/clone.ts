// Shallow and deep copies of form data (see README.md): arrays and objects are copied, keeping an object's
// prototype as lodash does; every other value (strings, numbers, dates, files) is kept as is, since formik never
// mutates it.
const isCopiedObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.prototype.toString.call(value) === '[object Object]';

export function shallowCopy<T>(value: T): T {
  if (Array.isArray(value)) return value.slice() as T;
  if (!isCopiedObject(value)) return value;
  return Object.assign(Object.create(Object.getPrototypeOf(value) as object | null) as object, value) as T;
}

export function deepCopy<T>(value: T): T {
  if (Array.isArray(value)) return value.map(deepCopy) as T;
  if (!isCopiedObject(value)) return value;
  const copy = Object.create(Object.getPrototypeOf(value) as object | null) as Record<string, unknown>;
  for (const key of Object.keys(value)) copy[key] = deepCopy(value[key]);
  return copy as T;
}

export default shallowCopy;
