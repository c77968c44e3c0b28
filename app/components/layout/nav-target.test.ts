import { describe, expect, it, vi } from "vitest";
import { resolveNavTarget, scrollToSection, sectionIdOf } from "./nav-target";

describe("resolveNavTarget", () => {
  it("sends a plain link to its path from any page", () => {
    expect(resolveNavTarget({ label: "About", href: "/about" }, "/")).toEqual({
      kind: "route",
      to: "/about",
    });
    expect(resolveNavTarget({ label: "About", href: "/about" }, "/blog")).toEqual({
      kind: "route",
      to: "/about",
    });
  });

  it("sends a section link to /#{section} when off the home page", () => {
    const item = { label: "The Solution", href: "solution", isSection: true };
    expect(resolveNavTarget(item, "/training-programs")).toEqual({ kind: "route", to: "/#solution" });
    expect(resolveNavTarget(item, "/blog/some-post")).toEqual({ kind: "route", to: "/#solution" });
  });

  it("scrolls in place when a section link is used on the home page", () => {
    const item = { label: "The Solution", href: "#solution", isSection: true };
    expect(resolveNavTarget(item, "/")).toEqual({
      kind: "scroll",
      sectionId: "solution",
      href: "/#solution",
    });
  });

  it("accepts a section written as an id, a hash or a home-page hash", () => {
    expect(["solution", "#solution", "/#solution"].map(sectionIdOf)).toEqual([
      "solution",
      "solution",
      "solution",
    ]);
  });
});

describe("scrollToSection", () => {
  const element = () => ({ scrollIntoView: vi.fn(), focus: vi.fn() });

  it("smooth-scrolls to the element, focuses it and records the hash", () => {
    const el = element();
    const replaceHash = vi.fn();
    const ok = scrollToSection("solution", {
      getElement: (id) => (id === "solution" ? el : null),
      prefersReducedMotion: false,
      replaceHash,
    });
    expect(ok).toBe(true);
    expect(el.scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
    expect(el.focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(replaceHash).toHaveBeenCalledWith("#solution");
  });

  it("jumps without animation for visitors who prefer reduced motion", () => {
    const el = element();
    scrollToSection("solution", { getElement: () => el, prefersReducedMotion: true, replaceHash: () => {} });
    expect(el.scrollIntoView).toHaveBeenCalledWith({ behavior: "auto", block: "start" });
  });

  it("reports a missing section so the link can navigate normally", () => {
    const replaceHash = vi.fn();
    expect(
      scrollToSection("nowhere", { getElement: () => null, prefersReducedMotion: false, replaceHash }),
    ).toBe(false);
    expect(replaceHash).not.toHaveBeenCalled();
  });
});
