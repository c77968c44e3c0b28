import { Button } from "~/components/ui/button";
import { useEventWrite, type Notice } from "./use-event-write";

/** Cancel the session (everyone registered is told) or delete it (the action then answers with the list). */
export function SessionActions(props: { cancelled: boolean; say: (n: Notice) => void }) {
  const cancel = useEventWrite(props.say, () => "The session is cancelled; everyone registered is told.");
  const remove = useEventWrite(props.say, () => "The session is deleted.");
  const busy = cancel.state !== "idle" || remove.state !== "idle";
  return (
    <section aria-labelledby="danger-heading" className="mt-10 flex flex-wrap gap-3">
      <h2 id="danger-heading" className="sr-only">
        Cancel or delete
      </h2>
      {!props.cancelled && (
        <cancel.Form method="post">
          <input type="hidden" name="intent" value="cancel" />
          <Button type="submit" variant="outline" disabled={busy}>
            Cancel the session (everyone registered is told)
          </Button>
        </cancel.Form>
      )}
      <remove.Form method="post">
        <input type="hidden" name="intent" value="delete" />
        <Button type="submit" variant="outline" disabled={busy}>
          Delete the session
        </Button>
      </remove.Form>
    </section>
  );
}
