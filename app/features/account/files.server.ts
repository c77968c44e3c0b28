import { refusalResponse } from "~/admin/write.server";
import { ownData } from "./actions.server";

/** A calendar entry as a download. */
export const calendarFile = (invite: { filename: string; content: string }) =>
  new Response(invite.content, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${invite.filename}"`,
    },
  });

/** The person's data as a JSON download (the page's link and GET /api/account/export). */
export async function ownDataFile(personId: number) {
  const record = await ownData(personId);
  if ("refused" in record) return refusalResponse(record.refused);
  return new Response(JSON.stringify(record, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="my-data.json"',
    },
  });
}
