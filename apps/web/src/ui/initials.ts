/** Initials for an avatar from the capitalised words: "Anna Andersson" → "AA", "Bergström Fastigheter AB" → "BF". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^\p{Lu}\p{Ll}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
}
