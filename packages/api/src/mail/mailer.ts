import type { Transporter } from "nodemailer";
import type { AiLogger } from "../ai/logger";

/** One e-mail to a reader, with the link it carries (the log transport writes only that). */
export type MailMessage = { to: string; subject: string; text: string; html: string; link: string };

/**
 * How the account e-mails leave: by SMTP (SMTP_URL), or, on a server without one, written to the server's log
 * for its operator to pass on (the page then tells the reader to ask them).
 */
export type Mailer = {
  readonly delivery: "email" | "log";
  send(message: MailMessage): Promise<void>;
  close(): void;
};

/** What the account procedures need to send a link: the transport, the site's public address, a log for failures. */
export type MailSettings = {
  mailer: Mailer;
  /** The public origin links point to (PUBLIC_URL), e.g. https://bible.example.org, without a trailing slash. */
  publicUrl: string;
  log: AiLogger;
};

/**
 * A real SMTP client (nodemailer): `url` as smtp://user:pass@host:587 or smtps://…:465; `from` the sender.
 * The client is loaded at the first e-mail: a start does not pay for it.
 */
export function smtpMailer(url: string, from: string): Mailer {
  let transport: Promise<Transporter> | undefined;
  return {
    delivery: "email",
    async send({ to, subject, text, html }) {
      transport ??= import("nodemailer").then(({ createTransport }) => createTransport(url));
      await (await transport).sendMail({ from, to, subject, text, html });
    },
    close: () => void transport?.then((t) => t.close()),
  };
}

/** No SMTP server: the link goes to the log (warn level, so a production log keeps it) for the operator. */
export function logMailer(log: AiLogger): Mailer {
  return {
    delivery: "log",
    async send({ to, subject, link }) {
      log.warn({ to, subject, link }, "no SMTP_URL: pass this link on to the reader");
    },
    close() {},
  };
}

/**
 * Sends without making the caller wait or fail: the answer a reader gets must not depend on whether (or how fast)
 * an e-mail went out, or it would tell which addresses have an account. A failure is logged for the operator.
 */
export function sendInBackground(mail: MailSettings, compose: () => Promise<MailMessage | null>): Promise<void> {
  return compose()
    .then((message) => (message ? mail.mailer.send(message) : undefined))
    .catch((error: unknown) => mail.log.error({ err: error }, "account e-mail not sent"));
}
