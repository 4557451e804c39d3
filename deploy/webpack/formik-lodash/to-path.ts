// lodash's toPath: `a.b[0]["c.d"]` → ['a', 'b', '0', 'c.d'] (see README.md); the same grammar as lodash's
// stringToPath, without its memoisation.
const propertyName =
  /[^.[\]]+|\[(?:(-?\d+(?:\.\d+)?)|(["'])((?:(?!\2)[^\\]|\\.)*?)\2)\]|(?=(?:\.|\[\])(?:\.|\[\]|$))/g;
const escapeChar = /\\(\\)?/g;

export default function toPath(value: unknown): (string | symbol)[] {
  if (Array.isArray(value)) {
    return value.map((key: unknown) => (typeof key === 'symbol' ? key : String(key)));
  }
  if (typeof value === 'symbol') return [value];
  const text = value == null ? '' : String(value);
  const path: string[] = [];
  if (text.startsWith('.')) path.push('');
  text.replace(propertyName, (match: string, number?: string, quote?: string, quoted?: string) => {
    path.push(quote && quoted !== undefined ? quoted.replace(escapeChar, '$1') : number || match);
    return match;
  });
  return path;
}
