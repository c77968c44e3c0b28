import type { OutboxAttachment } from "~/db/schema";

/** A file as the mail transport takes it. */
export type MailAttachment = { filename: string; contentType: string; content: string | Buffer };

/** Renders an attachment's bytes from the id its outbox row names; null when that thing is gone. */
export type AttachmentRenderer = (id: string) => Promise<Buffer | null>;

const renderers = new Map<string, AttachmentRenderer>();

/**
 * Names the renderer of one kind of attachment (decision 0098): a feature's file (the assessment
 * report's PDF) is recorded in the outbox as what to render, and rendered when the message is sent.
 * The outbox is a shared service and knows no feature, so features register here
 * (app/background-jobs.server.ts, where the worker is started).
 */
export function registerAttachmentRenderer(kind: string, render: AttachmentRenderer) {
  renderers.set(kind, render);
}

/**
 * The files of one message, rendered. Throws when a renderer is missing or its thing is gone: the
 * worker then records a failed attempt (and retries) rather than sending the e-mail without its file.
 */
export async function renderAttachments(list: OutboxAttachment[]): Promise<MailAttachment[]> {
  return Promise.all(
    list.map(async (a) => {
      if (!a.render) return { filename: a.filename, contentType: a.contentType, content: a.content };
      const render = renderers.get(a.render.kind);
      if (!render) throw new Error(`No renderer for the attachment kind "${a.render.kind}"`);
      const content = await render(a.render.id);
      if (!content) throw new Error(`The ${a.render.kind} ${a.render.id} of ${a.filename} no longer exists`);
      return { filename: a.filename, contentType: a.contentType, content };
    }),
  );
}
