import { logMailer, type MailSettings, smtpMailer } from "@bible/api";
import { type Env, publicUrl } from "./env";

/**
 * How the account e-mails (password reset, verification) leave: by SMTP to SMTP_URL from MAIL_FROM, or, without
 * SMTP_URL, written to this log for the operator to pass on. Links point to `publicUrl(env)`.
 */
export function mailSettings(env: Env, log: MailSettings["log"]): MailSettings {
  const origin = publicUrl(env);
  const from = env.MAIL_FROM ?? `Bible Polyglotte <noreply@${new URL(origin).hostname}>`;
  const mailer = env.SMTP_URL ? smtpMailer(env.SMTP_URL, from) : logMailer(log);
  return { mailer, publicUrl: origin, log };
}
