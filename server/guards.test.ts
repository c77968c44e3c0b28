import { describe, expect, it } from "vitest";
import { bodyLimitFor } from "./guards";

describe("bodyLimitFor", () => {
  it("gives a post's HTML room on every path that writes one", () => {
    for (const path of [
      "/api/admin/blog-posts",
      "/api/admin/blog-posts/12",
      "/api/blog-posts",
      "/api/blog-posts/12",
      "/admin/blog-posts",
      "/admin/blog-posts.data",
    ]) {
      expect(bodyLimitFor("POST", path), path).toBe("3mb");
    }
    expect(bodyLimitFor("PUT", "/api/admin/blog-posts/12")).toBe("3mb");
  });

  it("keeps every other body small, reads included", () => {
    expect(bodyLimitFor("GET", "/api/admin/blog-posts")).toBe("100kb");
    expect(bodyLimitFor("POST", "/api/admin/blog-posts/12/publish")).toBe("100kb");
    expect(bodyLimitFor("POST", "/admin/people.data")).toBe("100kb");
    expect(bodyLimitFor("POST", "/contact")).toBe("100kb");
    // The scheduler's webhook (decision 0087): an invitee event is a few kB.
    expect(bodyLimitFor("POST", "/api/scheduler/webhook")).toBe("100kb");
    expect(bodyLimitFor("POST", "/api/admin/media")).toBe("11mb");
  });
});
