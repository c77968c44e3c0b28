import os from "node:os";
import type { ServerProcess } from "../tests/system/server-process";

/** The admin the load scripts start the server with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const LOAD_ADMIN = { email: "loadtest-admin@example.com", password: "loadtest-password-123" };

/** Logs in as LOAD_ADMIN and publishes `count` posts; returns their slugs and the session cookie. */
export async function publishPosts(server: ServerProcess, count = 3) {
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(LOAD_ADMIN),
  });
  if (!login.ok) throw new Error(`admin login failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const slugs: string[] = [];
  for (let i = 1; i <= count; i++) {
    const slug = `load-test-post-${i}`;
    const res = await fetch(`${server.url}/api/blog-posts`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({
        title: `Reading the cash flow statement, part ${i}`,
        slug,
        excerpt: "Why profit and cash diverge, and what a leader should ask first.",
        content: "<p>Profit is an opinion; cash is a fact.</p>".repeat(40),
        category: "financial-intelligence",
        readTime: 6,
        tags: ["cash flow"],
        published: true,
      }),
    });
    if (!res.ok) throw new Error(`creating a post failed: ${res.status} ${await res.text()}`);
    slugs.push(slug);
  }
  return { slugs, cookie };
}

/** Resident memory of a process in MB (Linux /proc), or undefined elsewhere. */
export async function rssMb(pid: number | undefined): Promise<number | undefined> {
  if (!pid) return undefined;
  try {
    const { readFile } = await import("node:fs/promises");
    const status = await readFile(`/proc/${pid}/status`, "utf8");
    const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
    return kb ? Math.round(Number(kb) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

/** One line naming this machine, for the figures written into docs/performance.md. */
export function machine() {
  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  return `${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, ${os.type()} ${os.release()}, Node ${process.version}`;
}
