// lodash's isPlainObject: made by a literal, `new Object` or `Object.create(null)` (see README.md).
export default function isPlainObject(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (Object.prototype.toString.call(value) !== '[object Object]') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto === null) return true;
  const Ctor: unknown = Object.prototype.hasOwnProperty.call(proto, 'constructor')
    ? (proto as { constructor: unknown }).constructor
    : undefined;
  return (
    typeof Ctor === 'function' &&
    Ctor instanceof Ctor &&
    Function.prototype.toString.call(Ctor) === Function.prototype.toString.call(Object)
  );
}
