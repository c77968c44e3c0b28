import { data, redirect } from "react-router";
import type { Route } from "./+types/admin-person";
import { AdminNav } from "~/components/admin/admin-nav";
import { ErasePerson } from "~/components/admin/people/erase-person";
import { PersonControls } from "~/components/admin/people/person-controls";
import { PersonSummary } from "~/components/admin/people/person-summary";
import { PersonTimeline } from "~/components/admin/people/person-timeline";
import { personPageActionSchema } from "~/schemas/person";
import { addPersonNote, setFollowUp, setPersonStatus } from "~/services/people-pipeline.server";
import { erasePerson } from "~/services/people-privacy.server";
import { getPerson } from "~/services/people-record.server";
import { getAdminSession } from "~/services/session.server";
import { integerId } from "~/utils/http.server";

export function meta() {
  return [{ title: "Person | Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

export function headers() {
  return { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "no-store" };
}

const notFound = () => new Response("Person not found", { status: 404 });

/** /admin/people/{id}: admin only (else the login at /admin); the person and their timeline. */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (!(await getAdminSession(request))) throw redirect("/admin");
  const id = integerId(params.id);
  const person = id && (await getPerson(id));
  if (!person) throw notFound();
  return { person };
}

/** The page's form posts: status, note, follow-up (set or clear) and erase, through the people services. */
export async function action({ request, params }: Route.ActionArgs) {
  const session = await getAdminSession(request);
  if (!session) throw redirect("/admin");
  const id = integerId(params.id);
  if (!id) throw notFound();
  const parsed = personPageActionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return data({ ok: false, error: parsed.error.issues.map((i) => i.message).join(". ") }, { status: 400 });
  }
  const form = parsed.data;
  const admin = session.adminUserId;
  let done: unknown;
  if (form.intent === "status") done = await setPersonStatus(id, form.status, admin);
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
    <main id="main" className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-10 sm:px-6">
      <AdminNav />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{person.name || person.email}</h1>
        <div className="flex gap-2">
          <a
            href={`/api/admin/people/${person.id}/export`}
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
    </main>
  );
}
