// Temporary, until the events and payments rewrite lands: their timeline sources still name the
// contract by this path. They then import ~/services/timeline-source.server, and this file goes.
export { columnsOf, submissionsSource, timelineSource } from "~/services/timeline-source.server";
