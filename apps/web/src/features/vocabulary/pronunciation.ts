/** SPEC §2: a missing pronunciation shows as '/.../'; a bare one is put between slashes like the others. */
export function pronunciationLabel(pronunciation: string | null | undefined, fallback = "/.../"): string {
  const value = pronunciation?.trim();
  if (!value) return fallback;
  if (/^[/[].*[/\]]$/u.test(value)) return value;
  return `/${value}/`;
}
