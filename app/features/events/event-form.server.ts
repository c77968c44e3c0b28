import { z } from "zod";
import { eventCreateSchema, eventUpdateSchema } from "~/features/events/schema";
import { instantFromLocal, isoInZone, isTimeZone } from "~/utils/event-time";
import { slugify } from "~/utils/slug";

/**
 * The /admin/events form as the API's JSON (issue 25): the start as a wall-clock time in the chosen
 * zone, agenda lines as "minutes | title", takeaways one per line. Checked with the API's schemas.
 */
function toInput(form: FormData) {
  const text = (k: string) => String(form.get(k) ?? "").trim();
  const zone = text("timeZone");
  const local = text("startsLocal");
  const at = isTimeZone(zone) ? instantFromLocal(local, zone) : null;
  const lines = (k: string) =>
    text(k)
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean);
  const number = (k: string) => (text(k) === "" ? undefined : Number(text(k)));
  return {
    title: text("title"),
    slug: text("slug") || slugify(`${text("title")} ${local.slice(0, 10)}`),
    summary: text("summary"),
    agenda: lines("agenda").map((l) => {
      const [minutes, ...rest] = l.split("|");
      return rest.length
        ? { minutes: minutes.trim(), title: rest.join("|").trim() }
        : { minutes: "", title: l };
    }),
    takeaways: lines("takeaways"),
    startsAt: at ? isoInZone(at, zone) : local ? "invalid" : undefined,
    timeZone: zone,
    durationMinutes: number("durationMinutes"),
    capacity: number("capacity"),
    joinUrl: text("joinUrl") || null,
    replayUrl: text("replayUrl") || null,
    host: text("host"),
    published: form.get("published") === "on",
  };
}

const messages = (error: z.ZodError) => {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[String(issue.path[0] ?? "form")] ??= issue.message;
  return out;
};

/** A new event from the form, or each field's message. */
export function readNewEventForm(form: FormData) {
  const parsed = eventCreateSchema.safeParse(toInput(form));
  return parsed.success ? { value: parsed.data } : { fields: messages(parsed.error) };
}

/** An edited event from the form (every field given), or each field's message. */
export function readEditedEventForm(form: FormData) {
  const parsed = eventUpdateSchema.safeParse(toInput(form));
  return parsed.success ? { value: parsed.data } : { fields: messages(parsed.error) };
}
