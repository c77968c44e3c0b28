import { ViewSection } from "~/components/admin/admin-view";
import type { ListPage } from "~/admin/list-page.server";
import { ListView, withRenders } from "~/components/admin/list-view";
import { RowPost } from "~/components/admin/row-post";
import { useListUrl } from "~/components/admin/use-list-url";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { deviceName, sessionColumns, sessionList, type AdminSessionRow } from "~/features/security/list";
import type { SecurityFetcher } from "~/features/security/admin/security-answer";

const columns = withRenders(sessionColumns, {
  Device: (s) => <span title={s.device ?? undefined}>{deviceName(s.device)}</span>,
});

/** The admin's own sessions, a page at a time: device, address, signed in, last seen; end one, or all others. */
export function AdminSessions({
  sessions,
  fetcher,
}: {
  sessions: ListPage<AdminSessionRow>;
  fetcher: SecurityFetcher;
}) {
  const answer = fetcher.data;
  const error = answer && !answer.ok && answer.intent?.startsWith("end-") ? answer.error : undefined;
  return (
    <ViewSection headingId="sessions-heading" title="Your sessions" className="mt-8 grid gap-3">
      <ListView
        {...sessionList}
        list={sessions}
        url={useListUrl()}
        searchable={false}
        columns={columns}
        toolbar={
          sessions.total > 1 ? (
            <fetcher.Form method="post">
              <input type="hidden" name="intent" value="end-others" />
              <Button type="submit" variant="outline" disabled={fetcher.state !== "idle"}>
                End all other sessions
              </Button>
            </fetcher.Form>
          ) : null
        }
        actions={(s) =>
          s.current ? (
            "This device"
          ) : (
            <RowPost fetcher={fetcher} intent="end-session" id={s.id}>
              End session
            </RowPost>
          )
        }
      />
      <FieldError>{error}</FieldError>
    </ViewSection>
  );
}
