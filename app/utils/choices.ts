/**
 * The keys of a record of choices and their labels, in the record's order, typed for `z.enum`: the
 * record is the choices' one home, instead of a list of keys beside a record that repeats them.
 */
export function keysOf<K extends string>(labels: Record<K, string>): [K, ...K[]] {
  return Object.keys(labels) as [K, ...K[]];
}
