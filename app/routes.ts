import { type RouteConfig, index, prefix, route } from "@react-router/dev/routes";

/** The one route table: every page of SPEC §2 and every endpoint of SPEC §7. */
export default [

  // Public pages
  index("routes/home.tsx"),

  // JSON API (resource routes)
  ...prefix("api", [
    route("newsletter-subscribe", "routes/api/newsletter-subscribe.ts"),
  ]),

  // Anything else: the not-found page with a 404 status.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
