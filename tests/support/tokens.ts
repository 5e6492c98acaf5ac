/**
 * A token one character off the one given: its last character replaced by another. (Always 'x'
 * would give the same token back whenever it already ended in 'x', one time in 64.)
 */
export function wrongToken(token: string): string {
  const last = token.slice(-1);
  return `${token.slice(0, -1)}${last === 'x' ? 'y' : 'x'}`;
}
