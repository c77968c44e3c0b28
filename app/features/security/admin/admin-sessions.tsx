import type { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { formatDateTime } from "~/lists/format";

type SessionRow = {
  id: string;
  device: string | null;
  address: string | null;
  signedInAt: string | Date;
  lastSeenAt: string | Date;
  current: boolean;
};

/** A browser's name from its user agent, enough to tell one's devices apart. */
function deviceName(ua: string | null) {
  if (!ua) return "Unknown device";
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /Firefox\//.test(ua)
      ? "Firefox"
      : /Chrom(e|ium)\//.test(ua)
        ? "Chrome"
        : /Safari\//.test(ua)
          ? "Safari"
          : "Browser";
  const os = /Windows/.test(ua)
    ? "Windows"
    : /iPhone|iPad/.test(ua)
      ? "iOS"
      : /Mac OS X/.test(ua)
        ? "macOS"
        : /Android/.test(ua)
          ? "Android"
          : /Linux/.test(ua)
            ? "Linux"
            : "";
  return os ? `${browser} on ${os}` : browser;
}

/** The admin's own sessions: device, address, signed in, last seen; end one, or all but this one. */
export function AdminSessions({
  sessions,
  fetcher,
}: {
  sessions: SessionRow[];
  fetcher: ReturnType<typeof useFetcher>;
}) {
  const others = sessions.filter((s) => !s.current).length;
  return (
    <section aria-labelledby="sessions-heading" className="mt-8 grid gap-3">
      <h2 id="sessions-heading" className="text-xl font-semibold text-brand-900">
        Your sessions
      </h2>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Where you are signed in</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="p-2">
                Device
              </th>
              <th scope="col" className="p-2">
                Address
              </th>
              <th scope="col" className="p-2">
                Signed in
              </th>
              <th scope="col" className="p-2">
                Last seen
              </th>
              <th scope="col" className="p-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((s) => (
              <tr key={s.id} className="border-b border-slate-200">
                <td className="p-2" title={s.device ?? undefined}>
                  {deviceName(s.device)}
                </td>
                <td className="p-2">{s.address ?? "—"}</td>
                <td className="p-2">{formatDateTime(s.signedInAt)}</td>
                <td className="p-2">{formatDateTime(s.lastSeenAt)}</td>
                <td className="p-2">
                  {s.current ? (
                    "This device"
                  ) : (
                    <fetcher.Form method="post">
                      <input type="hidden" name="intent" value="end-session" />
                      <input type="hidden" name="id" value={s.id} />
                      <Button type="submit" variant="outline" size="sm" disabled={fetcher.state !== "idle"}>
                        End session
                      </Button>
                    </fetcher.Form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {others > 0 ? (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="end-others" />
          <Button type="submit" variant="outline" disabled={fetcher.state !== "idle"}>
            End all other sessions
          </Button>
        </fetcher.Form>
      ) : null}
    </section>
  );
}
