/**
 * A small structural check for data the client wrote itself (localStorage) and reads before the
 * response schemas (and zod) have loaded: the first paint of the public pages carries no zod.
 * `ShapeOf<T>` names every key of T, so a field added to the type must be added to the shape.
 */
type Primitive = 'string' | 'number' | 'boolean';
export type FieldRule =
  | Primitive
  | `${Primitive}|null`
  | { readonly oneOf: readonly (string | number | boolean)[] }
  | { readonly integer: { readonly min: number; readonly max: number } };

export type ShapeOf<T> = { readonly [K in keyof T]-?: FieldRule };

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function fieldMatches(value: unknown, rule: FieldRule): boolean {
  if (typeof rule === 'string') {
    const [kind, nullable] = rule.split('|');
    return (nullable === 'null' && value === null) || typeof value === kind;
  }
  if ('oneOf' in rule) return rule.oneOf.includes(value as string | number | boolean);
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= rule.integer.min &&
    value <= rule.integer.max
  );
}

export function matchesShape<T>(value: unknown, shape: ShapeOf<T>): value is T {
  if (!isRecord(value)) return false;
  return Object.entries(shape).every(([key, rule]) => fieldMatches(value[key], rule as FieldRule));
}

/** Only the shape's keys, so stale extra fields from an older version do not travel on. */
export function pickShape<T>(value: T, shape: ShapeOf<T>): T {
  const source = value as Record<string, unknown>;
  return Object.fromEntries(Object.keys(shape).map((key) => [key, source[key]])) as T;
}
