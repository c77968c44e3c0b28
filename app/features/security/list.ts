import { z } from "zod";
import { dateColumn, type Column, type ListLabels } from "~/lists/columns";
import { listFields } from "~/schemas/admin-lists";
import { operatingSystem } from "./user-agent";

/** /admin/security's list of the admin's own sessions: paged, most recently seen first. */
export const sessionListQuerySchema = z.object({ page: listFields.page, pageSize: listFields.pageSize });
export type SessionListQuery = z.infer<typeof sessionListQuerySchema>;

export type AdminSessionRow = {
  id: string;
  device: string | null;
  address: string | null;
  signedInAt: Date | string;
  lastSeenAt: Date | string;
  current: boolean;
};

/** A browser's name from its user agent, enough to tell one's devices apart. */
export function deviceName(ua: string | null) {
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
  const os = operatingSystem(ua);
  return os ? `${browser} on ${os}` : browser;
}

export const sessionList: ListLabels = {
  title: "Where you are signed in",
  emptyMessage: "No session is open.",
};

/** The sessions' columns (device, address, signed in, last seen); the view adds the device's title. */
export const sessionColumns: Column<AdminSessionRow>[] = [
  { header: "Device", value: (s) => deviceName(s.device) },
  { header: "Address", value: (s) => s.address ?? "—" },
  dateColumn("Signed in", (s) => s.signedInAt),
  dateColumn("Last seen", (s) => s.lastSeenAt),
];
