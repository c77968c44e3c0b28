import { db } from "~/db/client.server";
import { sequences } from "~/db/schema";
import { programLevels, type ProgramLevel } from "~/content/training-programs";
import { env } from "~/utils/env.server";
import { insertSequence } from "./sequences.server";

const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The first e-mail of a level's starter: that level's program (product.md §1.2, /training-programs). */
function programEmail(p: ProgramLevel) {
  const site = env().SITE_URL;
  const programs = new URL("/training-programs", site).toString();
  const consultation = new URL("/consultation", site).toString();
  return [
    `<p>Hi {{firstName}},</p>`,
    `<p>Your assessment recommends Level {{level}}: {{levelTitle}}. Here is what that program covers.</p>`,
    `<h2>Level ${p.level}: ${escape(p.title)} (${escape(p.subtitle)})</h2>`,
    `<p>${escape(p.summary)}</p>`,
    `<p>For ${escape(p.audience.toLowerCase())}, ${escape(p.duration)}.</p>`,
    `<h3>What you will practise</h3>`,
    `<ul>${p.skills.map((s) => `<li><strong>${escape(s.name)}</strong>: ${escape(s.description)}</li>`).join("")}</ul>`,
    `<h3>What changes afterwards</h3>`,
    `<ul>${p.outcomes.map((o) => `<li>${escape(o)}</li>`).join("")}</ul>`,
    `<p>See every level on <a href="${programs}">our training programs page</a>, or <a href="${consultation}">book a free strategy session</a> to fit it to your team.</p>`,
  ].join("");
}

/**
 * Three starter sequences, one per level, inactive, whose first e-mail is the level's program
 * (product.md §10.12): the owner reviews and turns them on. Seeded on a database that never had a
 * sequence.
 */
export async function seedStarterSequences() {
  // Any sequence, deleted ones too: starters the owner deleted are not brought back by a restart.
  const existing = await db().select({ id: sequences.id }).from(sequences).limit(1);
  if (existing.length > 0) return;
  for (const p of programLevels)
    await insertSequence({
      name: `Assessment follow-up: Level ${p.level} ${p.title}`,
      active: false,
      trigger: { kind: "assessment", level: p.level },
      steps: [
        {
          delayHours: 24,
          sendHour: 9,
          subject: `Your Level ${p.level} program: ${p.title}`,
          html: programEmail(p),
        },
      ],
    });
}
