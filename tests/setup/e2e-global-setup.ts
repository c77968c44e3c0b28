import { mkdirSync, rmSync } from "node:fs";
import { startTestSmtpServer } from "../mocks/smtp";
import { e2eServer } from "./e2e-env";

/** Starts the test SMTP server the e2e site sends to; received messages go to e2eServer.mailFile. */
export default async function globalSetup() {
  mkdirSync(e2eServer.dataDir, { recursive: true });
  rmSync(e2eServer.mailFile, { force: true });
  const smtp = await startTestSmtpServer({ port: e2eServer.smtpPort, file: e2eServer.mailFile });
  return async () => smtp.close();
}
