import type { Locator, Page } from "@playwright/test";
import { publicPages } from "../../app/content/public-pages";
import { site } from "../../app/content/site";
import { test, expect, phone } from "./fixtures";

/** The embeds' hosts are unreachable from tests: a tiny accessible stand-in page answers for them. */
async function stubThirdPartyFrames(page: Page) {
  const hosts: string[] = [];
  await page.route(/^https:\/\/(calendly\.com|drive\.google\.com)\//, (route) => {
    hosts.push(new URL(route.request().url()).host);
    return route.fulfill({
      contentType: "text/html",
      body: '<!doctype html><html lang="en"><head><title>Embedded page</title></head><body><main><h1>Embedded page</h1></main></body></html>',
    });
  });
  return hosts;
}

const main = (page: Page) => page.getByRole("main");

async function expectLink(scope: Locator, name: string | RegExp, href: string) {
  const links = scope.getByRole("link", { name });
  await expect(links.first()).toBeVisible();
  for (const link of await links.all()) await expect(link).toHaveAttribute("href", href);
}

const viewports = [
  { label: "desktop", use: {} },
  { label: "phone", use: phone },
];

for (const vp of viewports) {
  test.describe(`marketing pages (${vp.label})`, () => {
    test.use(vp.use);

    test("training programs: hero, philosophy, three levels, formats, inclusions, add-ons, guarantee, note and closing", async ({
      page,
    }) => {
      await page.goto("/training-programs");
      const m = main(page);
      await expect(
        m.getByRole("heading", { level: 1, name: "Financial Acumen Training Programs" }),
      ).toBeVisible();
      await expectLink(m, "Book Your Strategy Session", "/contact");
      await expectLink(m, "Take Free Assessment", "/assessment");
      await expect(m.getByRole("link", { name: "Book Your Strategy Session" })).toHaveCount(2);

      const philosophy = m.getByRole("region", { name: "Our Training Philosophy" });
      await expect(philosophy.getByRole("listitem")).toHaveCount(3);

      const expected = [
        {
          n: 1,
          title: "Speak Finance",
          tagline: "Financial literacy fundamentals",
          duration: "1-3 days",
          audience: "New managers and non-finance leaders",
        },
        {
          n: 2,
          title: "Think Finance",
          tagline: "Strategic financial analysis",
          duration: "2-3 days",
          audience: "Managers and business unit leaders",
        },
        {
          n: 3,
          title: "Lead with Finance",
          tagline: "Executive financial leadership",
          duration: "3 days",
          audience: "C-suite and senior executives",
        },
      ];
      for (const level of expected) {
        const card = m.getByRole("article", { name: `Level ${level.n}: ${level.title}` });
        await expect(card).toContainText(`Level ${level.n}`);
        await expect(card).toContainText(level.tagline);
        await expect(card).toContainText(new RegExp(`Audience:\\s*${level.audience}`));
        await expect(card).toContainText(new RegExp(`Duration:\\s*${level.duration}`));
        const lists = card.getByRole("list");
        await expect(lists.nth(0).getByRole("listitem")).toHaveCount(6);
        await expect(lists.nth(1).getByRole("listitem")).toHaveCount(5);
        await expect(card.getByText("Most Popular")).toHaveCount(level.n === 1 ? 1 : 0);
        await expect(card.getByRole("link", { name: /^Inquire/ })).toHaveAttribute("href", "/contact");
      }

      const formats = m.getByRole("region", { name: "Training Formats" });
      await expect(formats.getByRole("listitem")).toHaveCount(4);
      for (const f of [
        "1-3 day intensive workshops",
        "4-6 week cohort programs",
        "Custom team training",
        "1:1 executive coaching",
      ]) {
        await expect(formats.getByRole("heading", { name: f })).toBeVisible();
      }
      await expect(formats.getByRole("listitem").first()).toContainText(/most popular/i);
      const inclusions = m.getByRole("region", { name: "Every Program Includes" });
      for (const i of [
        "Participant workbook",
        "Slides",
        "Tools",
        "Templates",
        "Financial models",
        "Quick reference guides",
      ]) {
        await expect(inclusions.getByText(i, { exact: true })).toBeVisible();
      }
      const addOns = m.getByRole("region", { name: "Optional Add-ons" });
      await expect(addOns.getByRole("listitem")).toHaveCount(4);
      await expect(addOns).toContainText("3 months of weekly office hours with email support");
      await expect(addOns).toContainText("AI chatbots and custom agents");
      await expect(m.getByRole("region", { name: "100% Satisfaction Guarantee" })).toContainText(
        "fix it or give you a full refund",
      );
      await expect(m).toContainText("levels above are illustrative");
      await expect(m).toContainText("built on your own financial data");

      // The links really navigate (client-side): the first level's Inquire opens the contact page.
      await m
        .getByRole("article", { name: "Level 1: Speak Finance" })
        .getByRole("link", { name: /^Inquire/ })
        .click();
      await expect(page).toHaveURL("/contact");
    });

    test("about: hero actions, journey, essay, click-to-load video, six testimonials, closing e-mail", async ({
      page,
    }) => {
      const frameHosts = await stubThirdPartyFrames(page);
      await page.goto("/about");
      const m = main(page);
      await expect(m.getByRole("heading", { level: 1 })).toBeVisible();
      await expectLink(m, "Schedule a Call", "/consultation");
      await expectLink(m, "Take Assessment", "/assessment");
      const network = m.getByRole("link", { name: "Connect on LinkedIn (opens in a new tab)" });
      await expect(network).toHaveAttribute("href", site.professionalNetworkUrl);
      await expect(network).toHaveAttribute("target", "_blank");
      await expect(network).toHaveAttribute("rel", /noopener/);

      const journey = m.getByRole("region", { name: "The Journey" });
      await expect(journey.getByRole("listitem")).toHaveCount(4);
      for (const phase of [
        "Investment banking",
        "Venture-backed CFO",
        "Founder and CEO",
        "Certified executive coach",
      ]) {
        await expect(journey).toContainText(phase);
      }
      await expect(
        m.getByRole("region", { name: "Why This Work Matters" }).getByRole("paragraph").first(),
      ).toBeVisible();

      const testimonials = m.getByRole("region", { name: "What Leaders Say" });
      await expect(testimonials.getByRole("blockquote")).toHaveCount(6);
      await expect(testimonials.getByRole("figure")).toHaveCount(6);

      // The video host is contacted only after the visitor presses play.
      await expect(m.locator("iframe")).toHaveCount(0);
      await page.waitForLoadState("networkidle");
      expect(frameHosts).toEqual([]);
      await m.getByRole("button", { name: /^Play video/ }).click();
      const frame = m.locator("iframe");
      await expect(frame).toHaveAttribute("src", site.videoUrl);
      await expect(frame).toHaveAttribute("title", /video/i);
      await expect.poll(() => frameHosts).toContain("drive.google.com");

      await expect(m.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
      await m.getByRole("link", { name: "Schedule a Call" }).first().click();
      await expect(page).toHaveURL("/consultation");
    });

    test("consultation: title, four points, lazy scheduler with a fallback link, e-mail and phone", async ({
      page,
    }) => {
      const frameHosts = await stubThirdPartyFrames(page);
      await page.goto("/consultation");
      const m = main(page);
      await expect(
        m.getByRole("heading", { level: 1, name: "Schedule Your Complimentary Consultation" }),
      ).toBeVisible();
      await expect(m.getByRole("region", { name: /30-minute session/ }).getByRole("listitem")).toHaveCount(4);
      const fallback = m.getByRole("link", { name: "Open the scheduling page (opens in a new tab)" });
      await expect(fallback).toHaveAttribute("href", site.schedulerUrl);
      await expect(fallback).toHaveAttribute("target", "_blank");
      await expect(m.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
      await expect(m.getByRole("link", { name: site.phone })).toHaveAttribute("href", site.phoneHref);

      const calendar = m.locator(`iframe[src="${site.schedulerUrl}"]`);
      if (vp.label === "phone") {
        // Below the fold on a phone: nothing is fetched from the scheduler until it comes into view.
        await page.waitForLoadState("networkidle");
        await expect(calendar).toHaveCount(0);
        expect(frameHosts).toEqual([]);
        await m.getByRole("button", { name: "Show the booking calendar" }).scrollIntoViewIfNeeded();
      }
      await expect(calendar).toHaveAttribute("title", /Scheduling calendar/);
      await expect.poll(() => frameHosts).toContain("calendly.com");
    });

    test("consultation: the calendar also loads on request", async ({ page }) => {
      await stubThirdPartyFrames(page);
      await page.goto("/consultation");
      // On a wide screen the calendar is in view and loads by itself; on a phone the button asks for it.
      // (A click without scrolling: scrolling the button into view would load the calendar by itself.)
      if (vp.label === "phone")
        await main(page).getByRole("button", { name: "Show the booking calendar" }).dispatchEvent("click");
      await expect(main(page).locator(`iframe[src="${site.schedulerUrl}"]`)).toBeVisible();
    });

    test("free resources: featured assessment, three coming-soon items, links onward", async ({ page }) => {
      await page.goto("/free-resources");
      const m = main(page);
      const featured = m.getByRole("region", { name: "Financial Acumen Assessment" });
      await expectLink(featured, "Take Assessment", "/assessment");
      for (const title of [
        "CFO Communication Toolkit",
        "ROI Calculator for Training Programs",
        "Financial Metrics Cheat Sheet",
      ]) {
        await expect(m.getByRole("heading", { name: title })).toBeVisible();
        await expect(m.getByRole("button", { name: `${title}: coming soon` })).toBeDisabled();
      }
      await expect(m.getByRole("button", { name: /coming soon/i })).toHaveCount(3);
      await expectLink(m, "Explore Training Programs", "/training-programs");
      await expectLink(m, "Schedule a Consultation", "/consultation");
      await featured.getByRole("link", { name: "Take Assessment" }).click();
      await expect(page).toHaveURL("/assessment");
    });

    test("privacy policy and terms: dates, every fact of product.md §9, a working table of contents", async ({
      page,
    }) => {
      await page.goto("/privacy-policy");
      let m = main(page);
      await expect(m.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
      await expect(m.getByText("Last updated: July 30, 2025")).toBeVisible();
      for (const fact of [
        /not intended for children under 16/,
        /processed and stored in the United States/,
        /Newsletter: your e-mail address/,
        /Contact inquiry: your full name, work e-mail, company name/,
        /Financial Acumen Assessment: your name/,
        /Webinar registration/,
        /Resource requests/,
        /utm_/,
        /Admin session cookie/,
        /ctaDismissed/,
        /Google Analytics/,
        /How long we keep it/,
        /e-mail provider/,
        /hosting provider/,
        /scheduling provider/,
        /unsubscribe link/,
        /California privacy rights/i,
      ]) {
        await expect(m.getByText(fact).first()).toBeVisible();
      }
      await expect(m.getByRole("link", { name: site.email }).first()).toHaveAttribute(
        "href",
        `mailto:${site.email}`,
      );
      await m.getByRole("navigation", { name: "Contents" }).getByRole("link", { name: "Children" }).click();
      await expect(page).toHaveURL(/#children$/);

      await page.goto("/terms-of-service");
      m = main(page);
      await expect(m.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
      await expect(m.getByText("Last updated: July 30, 2025")).toBeVisible();
      for (const fact of [
        "Fees are due in advance of the services",
        "credit card, bank transfer or company check",
        "quoted and payable in US dollars",
        "7 or more days before the scheduled start: full refund.",
        "2 to 6 days before the scheduled start: 50% refund.",
        "Less than 48 hours before the scheduled start: no refund.",
        "processed within 5-10 business days",
        "generally non-refundable once services commence",
        "laws of the State of California",
        "binding arbitration in Los Angeles, California",
      ]) {
        await expect(m.getByText(fact, { exact: false }).first()).toBeVisible();
      }
    });
  });
}

test.describe("search engines (HTML without JavaScript)", () => {
  const pages = [
    { path: "/training-programs", title: /Training Programs/, ld: "Course", count: 3 },
    { path: "/about", title: /About/, ld: "Person", count: 1 },
    { path: "/consultation", title: /Schedule Your Complimentary Consultation/, ld: "WebPage", count: 1 },
    { path: "/free-resources", title: /Free/, ld: "CollectionPage", count: 1 },
    { path: "/privacy-policy", title: /Privacy Policy/, ld: "WebPage", count: 1 },
    { path: "/terms-of-service", title: /Terms of Service/, ld: "WebPage", count: 1 },
  ];
  for (const p of pages) {
    test(`${p.path} carries its title, description, canonical, social tags, JSON-LD and nonced scripts`, async ({
      request,
      baseURL,
    }) => {
      const res = await request.get(p.path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      const attr = (re: RegExp) => re.exec(html)?.[1];
      expect(attr(/<title>([^<]+)<\/title>/)).toMatch(p.title);
      expect(attr(/<meta name="description" content="([^"]{50,})"/)).toBeTruthy();
      expect(attr(/<link rel="canonical" href="([^"]+)"/)).toBe(`${baseURL}${p.path}`);
      expect(attr(/<meta property="og:url" content="([^"]+)"/)).toBe(`${baseURL}${p.path}`);
      expect(attr(/<meta property="og:title" content="([^"]+)"/)).toMatch(p.title);
      expect(attr(/<meta name="twitter:card" content="([^"]+)"/)).toBe("summary");
      const ld = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([^<]+)<\/script>/g)].map(
        (m) => JSON.parse(m[1]),
      );
      const types = ld.flatMap((d) => [d["@type"]].flat());
      expect(types.filter((t) => t === p.ld)).toHaveLength(p.count);
      expect(ld.every((d) => d["@context"] === "https://schema.org")).toBe(true);

      // The page comes from memory after its first render, yet every script carries this response's CSP
      // nonce (JSON-LD blocks are data, never run, and outside the CSP's reach).
      const nonce = /'nonce-([^']+)'/.exec(res.headers()["content-security-policy"] ?? "")?.[1];
      expect(nonce).toBeTruthy();
      const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter(
        (t) => !t.includes("application/ld+json"),
      );
      expect(scripts.length).toBeGreaterThan(2);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      const again = await (await request.get(p.path)).headers()["content-security-policy"];
      expect(again).not.toContain(nonce);
    });
  }

  test("the Course data names the three levels", async ({ request }) => {
    const html = await (await request.get("/training-programs")).text();
    const names = [...html.matchAll(/"@type":"Course","@id":"[^"]+","name":"([^"]+)"/g)].map((m) => m[1]);
    expect(names).toEqual(["Level 1: Speak Finance", "Level 2: Think Finance", "Level 3: Lead with Finance"]);
  });

  test("/sitemap.xml is well-formed XML listing every public page", async ({ page, request, baseURL }) => {
    const res = await request.get("/sitemap.xml");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("application/xml");
    const xml = await res.text();
    await page.goto("/privacy-policy");
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      return {
        error: doc.getElementsByTagName("parsererror").length > 0,
        root: doc.documentElement.namespaceURI + " " + doc.documentElement.localName,
        locs: [...doc.getElementsByTagName("loc")].map((l) => l.textContent),
      };
    }, xml);
    expect(parsed.error).toBe(false);
    expect(parsed.root).toBe("http://www.sitemaps.org/schemas/sitemap/0.9 urlset");
    for (const p of publicPages) expect(parsed.locs).toContain(`${baseURL}${p.path}`);
  });

  test("/robots.txt keeps crawlers out of /admin and /api and points to the sitemap", async ({
    request,
    baseURL,
  }) => {
    const res = await request.get("/robots.txt");
    expect(res.headers()["content-type"]).toContain("text/plain");
    const lines = (await res.text()).split("\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        "User-agent: *",
        "Disallow: /admin",
        "Disallow: /api",
        `Sitemap: ${baseURL}/sitemap.xml`,
      ]),
    );
  });
});
