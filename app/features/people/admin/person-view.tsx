import { data, href, redirect } from "react-router";
import type { Route } from "./+types/person-view";
import { adminOf } from "~/admin/access.server";
import { adminMeta } from "~/components/admin/admin-view";
import { ErasePerson } from "~/features/people/admin/erase-person";
import { PersonControls } from "~/features/people/admin/person-controls";
import { PersonSummary } from "~/features/people/admin/person-summary";
import { PersonTimeline } from "~/features/people/admin/person-timeline";
import { personPageActionSchema } from "~/features/people/schema";
import { changePersonStatus } from "~/features/people/deals.server";
import { addPersonNote, setFollowUp } from "~/features/people/pipeline.server";
import { erasePerson } from "~/features/people/privacy.server";
import { getPerson } from "~/features/people/record.server";
import { integerId } from "~/utils/http.server";

export const meta = () => adminMeta("Person");

const notFound = () => new Response("Person not found", { status: 404 });

/** /admin/people/{id}: the person and their timeline (the admin layout's guard has checked the session). */
export async function loader({ params }: Route.LoaderArgs) {
  const id = integerId(params.id);
  const person = id && (await getPerson(id));
  if (!person) throw notFound();
  return { person };
}

/** The page's form posts: status, note, follow-up (set or clear) and erase, through the people services. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const id = integerId(params.id);
  if (!id) throw notFound();
  const parsed = personPageActionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return data({ ok: false, error: parsed.error.issues.map((i) => i.message).join(". ") }, { status: 400 });
  }
  const form = parsed.data;
  const admin = adminOf(context).adminUserId;
  let done: unknown;
  if (form.intent === "status") done = await changePersonStatus(id, form, admin);
  else if (form.intent === "note") done = await addPersonNote(id, form.body, admin);
  else if (form.intent === "follow-up") done = await setFollowUp(id, form.followUpAt);
  else if (form.intent === "clear-follow-up") done = await setFollowUp(id, null);
  else if (await erasePerson(id, admin)) throw redirect("/admin/people");
  if (!done) throw notFound();
  return { ok: true, error: null };
}

export default function AdminPersonPage({ loaderData }: Route.ComponentProps) {
  const { person } = loaderData;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{person.name || person.email}</h1>
        <div className="flex gap-2">
          <a
            href={href("/api/admin/people/:id/export", { id: String(person.id) })}
            download
            className="inline-flex h-9 items-center rounded-md border border-slate-300 px-3 text-sm font-semibold text-ink hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-brand-600"
          >
            Export data
          </a>
          <ErasePerson name={person.name || person.email} />
        </div>
      </div>
      <PersonSummary person={person} />
      <PersonControls person={person} />
      <PersonTimeline entries={person.timeline} />
    </>
  );
}
