import { e2eServer } from "../setup/e2e-env";
import { test, expect, expectNoAxeViolations } from "./fixtures";

/**
 * A program of sessions (product.md §10.18, decision 0108): the admin's per-session checklist marks
 * a seat present, and the certificate "Issue now" gives has a public page anyone can verify; both
 * pass axe. The program is taken off the site once its seat is taken, so /webinar's own tests still
 * see no session upcoming.
 */
test("the admin marks a session on the checklist, and the certificate's public page verifies it (axe)", async ({
  page,
}) => {
  const api = page.request;
  expect((await api.post("/api/admin/login", { data: e2eServer.admin })).status()).toBe(200);
  const t = Date.now();
  const week = (n: number) =>
    new Date(Math.floor((t + (10 + 7 * n) * 86_400_000) / 3_600_000) * 3_600_000).toISOString();
  const made = await api.post("/api/admin/events", {
    data: {
      title: `Three-Week Finance Cohort ${t}`,
      slug: `e2e-cohort-${t}`,
      summary: "Three weekly meetings.",
      timeZone: "America/New_York",
      capacity: 5,
      host: "Jordan Ellis",
      published: true,
      sessions: [0, 1, 2].map((n) => ({ startsAt: week(n), durationMinutes: 90 })),
    },
  });
  expect(made.status()).toBe(201);
  const { id } = await made.json();
  const email = `cohort-${t}@example.com`;
  expect(
    (
      await api.post("/api/leads", {
        data: { name: "Ada Lovelace", email, leadType: "webinar", eventId: id },
      })
    ).status(),
  ).toBe(200);
  expect((await api.put(`/api/admin/events/${id}`, { data: { published: false } })).status()).toBe(200);

  await page.goto(`/admin/events/${id}`);
  const checklist = page.getByRole("region", { name: "Attendance at session 2" });
  await expect(page.getByRole("heading", { name: /^Session 2 of 3: / })).toBeVisible();
  await checklist.getByRole("button", { name: `Present – ${email}, session 2` }).click();
  await expect(page.getByText("Session 2: marked present.")).toBeVisible();
  await expect(checklist.getByRole("cell", { name: "Present", exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  const registrations = await (await api.get(`/api/admin/events/${id}/registrations`)).json();
  const issued = await api.post(`/api/admin/events/${id}/certificates`, {
    data: { registrationId: registrations[0].id },
  });
  expect(issued.status()).toBe(201);
  const { code } = await issued.json();
  await page.goto(`/certificates/${code}`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Certificate of Completion" })).toBeVisible();
  await expect(
    main.getByText(`This certifies that Ada Lovelace completed Three-Week Finance Cohort ${t}.`),
  ).toBeVisible();
  await expect(main.getByText("1 of 3")).toBeVisible();
  await expect(main.getByText(email)).toHaveCount(0);
});
