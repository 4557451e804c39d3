/**
 * A value built the first time it is used instead of when its module loads. The validation schemas and shapes of
 * `@enlace/shared/domain` are built this way: the module is shared whole, so a first screen that reads any of it
 * would otherwise build every operation's schema (some two thousand yup objects, the largest part of evaluating
 * the module) before it renders, while a page validates one or two of them, and only when a form is sent
 * (docs/adr/0084-schemas-built-on-first-use.md).
 *
 * The value stands in for the built one: properties, methods, `instanceof`, `Object.keys` and spreading a shape
 * (`{ ...personFieldsShape }`) all reach the built value.
 */
export function builtOnFirstUse<Value extends object>(build: () => Value): Value {
  let built: Value | undefined;
  const value = (): Value => (built ??= build());
  return new Proxy({} as Value, {
    get: (_, key) => Reflect.get(value(), key),
    set: (_, key, given) => Reflect.set(value(), key, given),
    has: (_, key) => Reflect.has(value(), key),
    ownKeys: () => Reflect.ownKeys(value()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(value(), key);
      // The stand-in has no properties of its own, so it may only report configurable ones (a Proxy invariant);
      // the schemas and shapes have no other kind.
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(value(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(value(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(value()),
  });
}
