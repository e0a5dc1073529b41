import { LRUCache } from 'lru-cache';

/**
 * A least-recently-used cache bounded by the bytes its entries hold (lru-cache with size
 * accounting), whose entries expire — and are dropped when they do, read again or not.
 */
export function byteBoundedCache<V extends object>(options: { maxBytes: number; sizeOf: (value: V, key: string) => number; ttlMs?: number }) {
  return new LRUCache<string, V>({
    maxSize: options.maxBytes,
    // An entry's key is kept too; a size of zero is not allowed.
    sizeCalculation: (value, key) => Math.max(1, options.sizeOf(value, key) + key.length),
    ...(options.ttlMs === undefined ? {} : { ttl: options.ttlMs }),
    ttlAutopurge: true,
  });
}
