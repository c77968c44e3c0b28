/**
 * The layers' import rules (docs/architecture.md, "Layers"), checked in CI by `npm run lint:layers`.
 * A rule here is the one statement of who may import what; the architecture page draws the same.
 */
module.exports = {
  forbidden: [
    {
      name: "database-through-services",
      comment:
        "Only services, features' .server modules and the database's own files open the database handle (db/client.server).",
      severity: "error",
      from: {
        path: "^app/",
        pathNot: [
          "^app/(services|db)/",
          "^app/features/[^/]+/.*\\.server\\.tsx?$",
          "^app/edge-api\\.server\\.ts$",
          "\\.test\\.tsx?$",
        ],
      },
      to: { path: "^app/db/client\\.server\\.ts$" },
    },
    {
      name: "edge-knows-only-the-build-entry",
      comment: "server/ (the HTTP edge) reaches the app only through app/edge-api.server.ts (decision 0083).",
      severity: "error",
      from: { path: "^server/", pathNot: "\\.test\\.ts$" },
      // The configuration is read once at start, by the edge, from the app's one home for it.
      to: {
        path: "^app/",
        pathNot: ["^app/edge-api\\.server\\.ts$", "^app/context\\.ts$", "^app/utils/env\\.server\\.ts$"],
      },
    },
    {
      name: "utils-are-leaves",
      comment: "app/utils holds leaf helpers: no service, feature, route, component or database.",
      severity: "error",
      from: { path: "^app/utils/" },
      to: { path: "^app/(services|features|routes|components|forms|admin|db/client)" },
    },
    {
      name: "shared-services-know-no-feature",
      comment: "app/services is shared by features; a feature builds on it, never the reverse.",
      severity: "error",
      from: { path: "^app/services/" },
      to: { path: "^app/(features|routes|components)/" },
    },
    {
      name: "components-know-no-feature-or-route",
      comment: "Shared components (app/components) are used by features and routes, not the reverse.",
      severity: "error",
      // The site's shell (components/layout) places features' public parts: the footer's newsletter form.
      from: { path: "^app/components/", pathNot: ["^app/components/layout/", "\\.test\\.tsx?$"] },
      to: { path: "^app/(features|routes)/" },
    },
    {
      name: "no-route-imports-a-route",
      comment: "A route module is an adapter: what two routes share lives in a feature or a service.",
      severity: "error",
      from: { path: "^app/routes/" },
      // A page's own .server twin (its loader's and action's work, kept out of the page's module) is its own.
      to: {
        path: "^app/routes/",
        pathNot: ["\\+types/", "^app/routes/api/admin-only\\.ts$", "^app/routes/[^/]+\\.server\\.ts$"],
      },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: "specify",
    parser: "tsc",
    tsConfig: { fileName: "tsconfig.json" },
    exclude: { path: ["\\+types/", "node_modules"] },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".d.ts"] },
    webpackConfig: { fileName: ".dependency-cruiser.webpack.cjs" },
  },
};
