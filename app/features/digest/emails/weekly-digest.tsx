import { Heading } from "@react-email/components";
import { site } from "~/content/site";
import { EmailLayout, EmailLink, Paragraph } from "~/emails/layout";
import { renderEmail } from "~/emails/render.server";
import { formatDollars } from "~/features/people/deal-schema";
import type { DigestFigures } from "../figures.server";

const count = new Intl.NumberFormat("en-US");

/** "1,234 (+12% on the week before)", or the week before's figure where a share means nothing. */
export function change(value: number, before: number, money = false) {
  const show = (n: number) => (money ? formatDollars(n) : count.format(n));
  if (before === 0) return value === 0 ? "no change" : `up from ${show(0)}`;
  const pct = Math.round(((value - before) / before) * 100);
  return pct === 0 ? "no change" : `${pct > 0 ? "+" : ""}${pct}% on ${show(before)}`;
}

/** product.md §10.13: nothing counted, nothing due: the digest is one line. */
export function isEmptyWeek(d: DigestFigures) {
  return d.figures.every((f) => f.value === 0) && d.followUps.length === 0;
}

const dayLabel = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
export const rangeLabel = (d: DigestFigures) => `${dayLabel(d.range.from)} to ${dayLabel(d.range.to)}`;

/** A ranked list of the week (sources, pages), each with its change on the week before. */
function TopList({ title, rows }: { title: string; rows: DigestFigures["sources"] }) {
  return (
    <>
      <Heading as="h2" style={{ fontSize: "16px", margin: "16px 0 8px" }}>
        {title}
      </Heading>
      {rows.length === 0 ? (
        <Paragraph>None counted.</Paragraph>
      ) : (
        rows.map((r, i) => (
          <Paragraph key={r.name}>
            {i + 1}. {r.name}: {count.format(r.value)} ({change(r.value, r.before)})
          </Paragraph>
        ))
      )}
    </>
  );
}

function WeeklyDigest({ d, siteUrl }: { d: DigestFigures; siteUrl: string }) {
  const admin = `${siteUrl}/admin`;
  const footer = (
    <>
      You receive this as an admin of {site.name}. Turn it off on{" "}
      <EmailLink href={`${admin}/security`}>{`${admin}/security`}</EmailLink>.
    </>
  );
  if (isEmptyWeek(d)) {
    return (
      <EmailLayout preview="A quiet week" footer={footer}>
        <Paragraph>
          {rangeLabel(d)}: no visitors, leads, sales or follow-ups due were counted on {siteUrl}.
        </Paragraph>
      </EmailLayout>
    );
  }
  return (
    <EmailLayout preview={`The week of ${rangeLabel(d)}`} footer={footer}>
      <Heading as="h1" style={{ fontSize: "20px", margin: "0 0 12px" }}>
        The week of {rangeLabel(d)}
      </Heading>
      {d.figures.map((f) => (
        <Paragraph key={f.key}>
          {f.label}: <strong>{f.key === "revenue" ? formatDollars(f.value) : count.format(f.value)}</strong> (
          {change(f.value, f.before, f.key === "revenue")})
        </Paragraph>
      ))}
      <TopList title="Top sources (visitors)" rows={d.sources} />
      <TopList title="Top pages (page views)" rows={d.pages} />
      <Heading as="h2" style={{ fontSize: "16px", margin: "16px 0 8px" }}>
        Follow-ups due ({d.followUps.length})
      </Heading>
      {d.followUps.length === 0 ? (
        <Paragraph>None due.</Paragraph>
      ) : (
        d.followUps.map((p) => (
          <Paragraph key={p.id}>
            <EmailLink href={`${admin}/people/${p.id}`}>{p.name || p.email}</EmailLink>, due {p.followUpAt}
          </Paragraph>
        ))
      )}
      <Paragraph>
        Everything else: <EmailLink href={`${admin}/insights`}>{`${admin}/insights`}</EmailLink>
      </Paragraph>
    </EmailLayout>
  );
}

/** The weekly digest's e-mail (product.md §10.13): subject, HTML and text. */
export function weeklyDigestEmail(d: DigestFigures, siteUrl: string) {
  const origin = siteUrl.replace(/\/+$/, "");
  const subject = isEmptyWeek(d)
    ? `${site.name}: a quiet week (${rangeLabel(d)})`
    : `${site.name}: the week of ${rangeLabel(d)}`;
  return renderEmail(subject, <WeeklyDigest d={d} siteUrl={origin} />);
}

function NoVisitorsAlert({ lastSeen, siteUrl }: { lastSeen: string; siteUrl: string }) {
  return (
    <EmailLayout preview="No visitor counted for 24 hours">
      <Paragraph>
        No visitor has been counted on {siteUrl} since {lastSeen}: more than 24 hours. Tracking is probably
        broken (the page script, the /api/events endpoint, or the site itself is down).
      </Paragraph>
      <Paragraph>
        Insights: <EmailLink href={`${siteUrl}/admin/insights`}>{`${siteUrl}/admin/insights`}</EmailLink>
      </Paragraph>
    </EmailLayout>
  );
}

/** The alert when no visitor has been counted for 24 hours (product.md §10.13). */
export function noVisitorsAlertEmail(lastSeen: string, siteUrl: string) {
  const origin = siteUrl.replace(/\/+$/, "");
  return renderEmail(
    `${site.name}: no visitor counted for 24 hours`,
    <NoVisitorsAlert lastSeen={lastSeen} siteUrl={origin} />,
  );
}
