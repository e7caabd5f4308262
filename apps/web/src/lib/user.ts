/** SPEC §2: the first name, else the part of the e-mail before the @, else the translated word for 'User'. */
export function userDisplayName(user: { firstName?: string | null; email?: string | null }, fallback: string): string {
  const firstName = user.firstName?.trim();
  if (firstName) return firstName;
  const local = user.email?.split("@")[0]?.trim();
  if (local) return local;
  return fallback;
}
