/**
 * A server read that a process reuses for `ms` per key: renders close together share one request,
 * and an operator's edit still shows within the interval. A read that fails is dropped at once, so
 * the next render asks again.
 */
export function heldRead<K extends string, T>(
  ms: number,
  read: (key: K) => Promise<T>,
): (key: K) => Promise<T> {
  const held = new Map<K, { at: number; value: Promise<T> }>();
  return (key) => {
    const now = Date.now();
    const entry = held.get(key);
    if (entry && now - entry.at < ms) return entry.value;
    const value = read(key);
    held.set(key, { at: now, value });
    value.catch(() => {
      if (held.get(key)?.value === value) held.delete(key);
    });
    return value;
  };
}
