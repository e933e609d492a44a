/** MAX_FLAG_NAME is the longest flag name the server accepts (graph/domain/names.go). */
export const MAX_FLAG_NAME = 255;

const urlFriendly = /^[A-Za-z0-9\-_.!~*'()]+$/;

/**
 * flagNameProblem tells what is wrong with a flag name, the way the server would refuse it, or null when
 * the name is acceptable. Names already taken are the server's to tell.
 */
export function flagNameProblem(name: string): string | null {
  if (name === '') return 'A name is required';
  if (new TextEncoder().encode(name).length > MAX_FLAG_NAME) return `At most ${MAX_FLAG_NAME} characters`;
  if (name === '.' || name === '..' || !urlFriendly.test(name))
    return "Only letters, digits and - _ . ! ~ * ' ( ) are allowed";
  return null;
}

/** rolloutProblem tells what is wrong with a rollout percentage typed by a person, or null. */
export function rolloutProblem(value: string): string | null {
  if (!/^\d{1,3}$/.test(value.trim())) return 'A whole number from 0 to 100';
  const n = Number(value);
  return n >= 0 && n <= 100 ? null : 'A whole number from 0 to 100';
}

/** tagProblem tells what is wrong with a tag value (the server trims it and wants 2 to 50 characters), or null. */
export function tagProblem(value: string): string | null {
  const n = [...value.trim()].length;
  return n < 2 || n > 50 ? 'A tag is 2 to 50 characters' : null;
}
