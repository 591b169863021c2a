/** A typed key of the kv store: each module declares the keys it owns with kvKey<T>('name'). */
export interface KvKey<T> {
  readonly name: string;
  /** Phantom: carries the value type, never set. */
  readonly valueType?: T;
}

/** Declares a kv key whose value has type T. */
export function kvKey<T>(name: string): KvKey<T> {
  return { name };
}
