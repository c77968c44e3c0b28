import { data, Form, href } from "react-router";
import type { Route } from "./+types/team";
import { linkPageMeta } from "~/components/layout/link-page";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { site } from "~/content/site";
import { nameFromForm, readTeam, type TeamSeat } from "~/features/events/teams.server";
import { eventDateLabel, eventTimeLabel } from "~/utils/event-time";
import { isRefused } from "~/utils/refusal";

const notFound = () =>
  data({ state: "unknown" as const }, { status: 404, headers: { "Cache-Control": "no-store" } });

// It names people: never kept by a browser or a proxy.
export const headers = () => ({ "Cache-Control": "no-store" });

export function meta({ params }: Route.MetaArgs) {
  return linkPageMeta(
    "Your team's seats",
    "Name your team's attendees.",
    href("/team/:token", { token: params.token }),
  );
}

/**
 * /team/{token}: a team buyer's private link (product.md §10.15). One form per seat, a plain POST
 * that works before hydration; a token not ours is a 404 saying only that.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const team = await readTeam(params.token);
  return isRefused(team) ? notFound() : { state: "found" as const, team };
}

export async function action({ params, request }: Route.ActionArgs) {
  const answer = await nameFromForm(params.token, await request.formData());
  if (isRefused(answer)) return notFound();
  return data(answer, { status: answer.ok ? 200 : 400 });
}

const attendance = (a: boolean | null) => (a === true ? "Attended" : a === false ? "Did not attend" : null);

/** One labelled field of a seat's form ("Seat 2: Attendee's name" to a screen reader), with its message. */
function SeatField(p: {
  seat: number;
  field: "name" | "email";
  label: string;
  value: string | null;
  open: boolean;
  error?: string;
}) {
  const id = `seat-${p.seat}-${p.field}`;
  return (
    <div>
      <Label htmlFor={id}>
        <span className="sr-only">Seat {p.seat}: </span>
        {p.label}
      </Label>
      <Input
        id={id}
        name={p.field}
        type={p.field === "email" ? "email" : "text"}
        autoComplete="off"
        defaultValue={p.value ?? ""}
        disabled={!p.open}
        aria-invalid={p.error ? true : undefined}
        aria-describedby={p.error ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`}>{p.error}</FieldError>
    </div>
  );
}

function SeatForm({
  seat,
  open,
  answer,
}: {
  seat: TeamSeat;
  open: boolean;
  answer?: Route.ComponentProps["actionData"];
}) {
  const mine = answer && "seat" in answer && answer.seat === seat.seat ? answer : undefined;
  const errors = mine && !mine.ok ? mine.fields : {};
  const said = attendance(seat.attended);
  return (
    <Form
      method="post"
      // The server's messages, not the browser's: the same with and without JavaScript.
      noValidate
      className="grid gap-3 rounded-lg border border-line p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      <h2 className="text-lg font-semibold sm:col-span-3">
        Seat {seat.seat}
        {said && <span className="ml-2 text-sm font-normal text-muted">{said}</span>}
      </h2>
      <input type="hidden" name="seat" value={seat.seat} />
      <SeatField
        seat={seat.seat}
        field="name"
        label="Attendee's name"
        value={seat.name}
        open={open}
        error={errors.name}
      />
      <SeatField
        seat={seat.seat}
        field="email"
        label="Attendee's e-mail"
        value={seat.email}
        open={open}
        error={errors.email}
      />
      {open && (
        <Button type="submit" aria-label={`Save seat ${seat.seat}`}>
          Save
        </Button>
      )}
      {mine?.ok && (
        <p role="status" className="text-sm text-green-800 sm:col-span-3">
          {mine.message}
        </p>
      )}
      {mine && !mine.ok && !mine.fields.name && !mine.fields.email && <FieldError>{mine.error}</FieldError>}
    </Form>
  );
}

export default function TeamPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.state !== "found")
    return (
      <main id="main" className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-3xl font-bold">Team link not found</h1>
        <p className="mt-4 text-muted">
          This link is not valid. For help with your team's seats, write to{" "}
          <a className="text-brand-700 underline" href={`mailto:${site.email}`}>
            {site.email}
          </a>
          .
        </p>
      </main>
    );
  const { team } = loaderData;
  const { event } = team;
  const startsAt = new Date(event.startsAt);
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">Your team's seats</h1>
      <p className="mt-4 text-muted">
        {team.company}: {team.seats.length} seats at "{event.title}",{" "}
        {eventDateLabel(startsAt, event.timeZone)},{" "}
        {eventTimeLabel(startsAt, event.durationMinutes, event.timeZone)}.
      </p>
      <p className="mt-2 text-muted">
        {team.open
          ? "Name each seat's attendee: each receives their own confirmation, calendar invite and reminders. Changing a seat's e-mail replaces its attendee, whose invitation is withdrawn."
          : "Attendees can no longer be named or replaced: the session has started or was cancelled."}
      </p>
      <div className="mt-8 grid gap-4">
        {team.seats.map((seat) => (
          <SeatForm key={seat.seat} seat={seat} open={team.open} answer={actionData} />
        ))}
      </div>
    </main>
  );
}
