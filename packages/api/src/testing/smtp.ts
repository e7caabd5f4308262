import { type AddressInfo, createServer } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** One message the test SMTP server accepted: its envelope recipients and the parsed message. */
export type ReceivedMail = { to: string[]; mail: ParsedMail };

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package) standing for the outside world: the app's
 * nodemailer client talks SMTP to it, and a test reads what arrived (parsed by `mailparser`).
 */
export type TestSmtp = {
  /** SMTP_URL for the app, e.g. smtp://127.0.0.1:2525. */
  url: string;
  received: ReceivedMail[];
  /** The next message to `to` not read yet (whose text holds `containing`, when given), waiting up to `timeoutMs`. */
  next(to: string, options?: { containing?: string; timeoutMs?: number }): Promise<ReceivedMail>;
  /** Messages to `to` that arrived in the last `ms` and were not read (to check that none came). */
  settle(to: string, ms?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const read = new Set<ReceivedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      simpleParser(stream)
        .then((mail) => {
          received.push({ to, mail });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const unread = (to: string) => received.filter((m) => !read.has(m) && m.to.includes(to.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async next(to, { containing = "", timeoutMs = 15_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const [first] = unread(to).filter((m) => (m.mail.text ?? "").includes(containing));
        if (first) {
          read.add(first);
          return first;
        }
        if (Date.now() > deadline) throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async settle(to, ms = 500) {
      await new Promise((r) => setTimeout(r, ms));
      return unread(to);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The link an account e-mail carries (its plain text), and the token in it. */
export function linkIn(mail: ParsedMail): { link: string; token: string } {
  const link = /https?:\/\/\S+#token=([a-z0-9]+)/.exec(mail.text ?? "");
  if (!link?.[1]) throw new Error(`no link in the e-mail: ${mail.text}`);
  return { link: link[0], token: link[1] };
}
