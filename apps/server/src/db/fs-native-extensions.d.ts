// The part of fs-native-extensions this server uses; the package ships no types.
declare module 'fs-native-extensions' {
  /** An exclusive lock on the open file (Linux: an open file description lock), false when another holds one. */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
}
