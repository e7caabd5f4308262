const STRONGS = /^\s*([HGhg])0*(\d{1,4})[a-z]?\s*$/;

/** A query that is a Strong's number: 'H7462', 'g26', 'G0026' → its canonical form, 'H7462', 'G26'. */
export function strongsOf(q: string): string | undefined {
  const match = STRONGS.exec(q);
  return match ? `${match[1]?.toUpperCase()}${Number(match[2])}` : undefined;
}
