// Typo tolerance for the knowledge index: members' words one edit away from an article's.

/** Terms within one edit of each other match (typos), but only for words long enough to survive one. */
function closeEnough(a: string, b: string) {
  if (a === b) return true;
  if (Math.min(a.length, b.length) < 4) return false;
  if (b.startsWith(a) || a.startsWith(b)) return Math.abs(a.length - b.length) <= 2;
  // Members rarely miss a word's first letter, and real words one letter apart mostly differ
  // there ("jeito" is not a typo of "feito").
  return a[0] === b[0] && withinOneEdit(a, b);
}

/** One letter added, dropped, changed, or two neighbours swapped ("cogido" → "codigo"). */
function withinOneEdit(a: string, b: string) {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (a.length === b.length && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
    return true;
  const tail = (x: string, y: string) => x.slice(i + 1) === y.slice(i + (x.length === y.length ? 1 : 0));
  return a.length >= b.length ? tail(a, b) : tail(b, a);
}

/** The first of `words` one typo away from a word, looking only at words of a close length. */
export function nearestOf(words: string[]) {
  const byLength = new Map<number, string[]>();
  for (const word of words) {
    const bucket = byLength.get(word.length);
    if (bucket) bucket.push(word);
    else byLength.set(word.length, [word]);
  }
  return (word: string) => {
    for (let delta = 0; delta <= 2; delta++)
      for (const length of delta === 0 ? [word.length] : [word.length - delta, word.length + delta]) {
        const found = byLength.get(length)?.find((candidate) => closeEnough(word, candidate));
        if (found) return found;
      }
    return undefined;
  };
}
/** How many corrections an index remembers: members' typos repeat, but their number is not ours to choose. */
export const MAX_REMEMBERED = 5000;
