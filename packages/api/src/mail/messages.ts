import type { Language } from "@bible/canon";
import type { AccountTokenPurpose } from "@bible/db";
import { message, type TranslationKey } from "@bible/i18n";
import { TOKEN_LIFETIME_MS } from "../auth/account-tokens";
import type { MailMessage } from "./mailer";

/** The web app's pages the links open (apps/web/src/routes); the token rides in the fragment, never sent to a server log. */
export const LINK_PATHS: Record<AccountTokenPurpose, string> = {
  "password-reset": "/nouveau-mot-de-passe",
  "email-verification": "/verifier-email",
};

const KEYS: Record<
  AccountTokenPurpose,
  { subject: TranslationKey; body: TranslationKey; action: TranslationKey; ignore: TranslationKey }
> = {
  "password-reset": {
    subject: "mail.reset.subject",
    body: "mail.reset.body",
    action: "mail.reset.action",
    ignore: "mail.reset.ignore",
  },
  "email-verification": {
    subject: "mail.verify.subject",
    body: "mail.verify.body",
    action: "mail.verify.action",
    ignore: "mail.verify.ignore",
  },
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

export function accountLink(publicUrl: string, purpose: AccountTokenPurpose, token: string): string {
  return `${publicUrl}${LINK_PATHS[purpose]}#token=${token}`;
}

/** The e-mail carrying a link, in the reader's interface language (plain text and HTML, right to left in Arabic). */
export function accountMail(purpose: AccountTokenPurpose, language: Language, to: string, link: string): MailMessage {
  const keys = KEYS[purpose];
  const hours = Math.round(TOKEN_LIFETIME_MS[purpose] / 3_600_000);
  const t = (key: TranslationKey) => message(language.code, key, { hours });
  const greeting = t("mail.greeting");
  const signature = t("mail.signature");
  const text = [greeting, t(keys.body), link, t(keys.ignore), signature].join("\n\n");
  const paragraph = (value: string) => `<p>${escapeHtml(value)}</p>`;
  const html = [
    `<!doctype html><html lang="${language.code}" dir="${language.dir}"><body style="font-family:sans-serif;line-height:1.5">`,
    paragraph(greeting),
    paragraph(t(keys.body)),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t(keys.action))}</a></p>`,
    `<p dir="ltr" style="font-size:small;word-break:break-all">${escapeHtml(link)}</p>`,
    paragraph(t(keys.ignore)),
    paragraph(signature),
    "</body></html>",
  ].join("\n");
  return { to, subject: t(keys.subject), text, html, link };
}
