import { describe, expect, it } from "vitest";
import { findPrivateEndpoint, isPrivateRequest, normalizeApiPath } from "./private-endpoints";

describe("normalizeApiPath", () => {
  it.each([
    ["/api/leads", "/api/leads"],
    ["/API/Leads/", "/api/leads"],
    ["/api//admin///outbox", "/api/admin/outbox"],
    ["/api/leads.data", "/api/leads"],
    ["/api/%61dmin/outbox", "/api/admin/outbox"],
    ["/api/%E0%A4%A", "/api/%e0%a4%a"],
    ["/_root.data", "/"],
    ["/", "/"],
  ])("%s → %s", (input, expected) => {
    expect(normalizeApiPath(input)).toBe(expected);
  });
});

describe("findPrivateEndpoint", () => {
  it("matches method and path, with :id as one segment", () => {
    expect(findPrivateEndpoint("PUT", "/api/blog-posts/12")).toEqual({
      method: "PUT",
      path: "/api/blog-posts/:id",
    });
    expect(findPrivateEndpoint("PATCH", "/api/blog-posts/12/publish")).toEqual({
      method: "PATCH",
      path: "/api/blog-posts/:id/publish",
    });
    expect(findPrivateEndpoint("PUT", "/api/blog-posts/12/extra")).toBeUndefined();
    expect(findPrivateEndpoint("PUT", "/api/blog-posts/")).toBeUndefined();
  });

  it("treats HEAD as GET and leaves public methods of the same path alone", () => {
    expect(findPrivateEndpoint("HEAD", "/api/leads")).toEqual({ method: "GET", path: "/api/leads" });
    expect(findPrivateEndpoint("POST", "/api/leads")).toBeUndefined();
    expect(findPrivateEndpoint("GET", "/api/blog-posts")).toBeUndefined();
    expect(findPrivateEndpoint("post", "/api/blog-posts")).toEqual({
      method: "POST",
      path: "/api/blog-posts",
    });
  });
});

describe("isPrivateRequest", () => {
  it("fails closed under /api/admin/ except login, logout and status", () => {
    expect(isPrivateRequest("GET", "/api/admin/anything-new")).toBe(true);
    expect(isPrivateRequest("OPTIONS", "/api/admin/resources")).toBe(true);
    expect(isPrivateRequest("POST", "/api/admin/login")).toBe(false);
    expect(isPrivateRequest("POST", "/API/ADMIN/LOGIN/")).toBe(false);
    expect(isPrivateRequest("GET", "/api/admin/status")).toBe(false);
    expect(isPrivateRequest("POST", "/api/admin/logout")).toBe(false);
    expect(isPrivateRequest("GET", "/api/admin/status/extra")).toBe(true);
  });

  it("leaves public pages and public API calls alone", () => {
    expect(isPrivateRequest("GET", "/")).toBe(false);
    expect(isPrivateRequest("GET", "/admin")).toBe(false);
    expect(isPrivateRequest("POST", "/api/newsletter-subscribe")).toBe(false);
    expect(isPrivateRequest("POST", "/api/assessment")).toBe(false);
  });
});
