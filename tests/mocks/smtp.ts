import { appendFileSync } from "node:fs";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string };

/** A header of a received message as its recipient reads it (folded lines unfolded). */
export const headerOf = (mail: ReceivedMail, name: string) =>
  mail.raw
    .split(/\r?\n\r?\n/)[0]
    .replace(/\r?\n[ \t]+/g, " ")
    .match(new RegExp(`^${name}: (.*)$`, "mi"))?.[1];

/**
 * A sender killed or cut off in the middle of a message resets its connection. smtp-server reports
 * such a reset, inside a transaction, as an 'error' of the server, which with no listener is an
 * uncaught exception of the test process. For the sink it is what a provider sees when a sender
 * dies, and the tests that SIGKILL an instance do it on purpose; any other error still throws.
 */
export function toleratingDroppedSenders(server: SMTPServer) {
  server.on("error", (err: NodeJS.ErrnoException) => {
    if (err.code === "ECONNRESET" || err.code === "EPIPE") return;
    throw err;
  });
  return server;
}

/**
 * A real SMTP server in the test process (the boundary we replace: the mail provider). Every message
 * is kept in `messages` and, with `file`, appended to it as a JSON line for other processes to read.
 */
export async function startTestSmtpServer(
  opts: {
    port?: number;
    file?: string;
    delayMs?: number;
    /** Runs before a message is accepted (the sender waits for its 250 meanwhile): a test's step mid-send. */
    beforeAccept?: (mail: ReceivedMail) => Promise<unknown> | void;
  } = {},
) {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", async () => {
        // A slow provider: accept each message only after a delay.
        if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        };
        await opts.beforeAccept?.(mail);
        messages.push(mail);
        if (opts.file) appendFileSync(opts.file, JSON.stringify(mail) + "\n");
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, "127.0.0.1", () => resolve());
  });
  toleratingDroppedSenders(server);
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
