/**
 * The layers' import rules (docs/architecture.md, "Layers" and "Features"), checked in CI by
 * `npm run lint:layers`. A rule here is the one statement of who may import what; the architecture
 * page draws the same.
 */

/**
 * The features, from the top down (docs/architecture.md, "Features"): a feature imports only
 * features on a lower line; two on one line never import each other. What two features share goes
 * down a line, or through an interface the lower one exposes.
 */
const FEATURE_LEVELS = [
  ["account"],
  ["catalog", "person-record"],
  ["security", "sitemap"],
  ["digest"],
  ["certificates"],
  ["assessments", "coaching", "events"],
  ["payments"],
  ["bookings", "contact", "insights", "newsletter", "resources"],
  ["admins", "people"],
  ["sequences"],
  ["audit", "backups", "blog", "legacy", "outbox"],
];

const NOT_A_TEST = "\\.test\\.tsx?$";

/** One rule per feature: it may import no feature on its own line or above (its own folder aside). */
const featureRules = FEATURE_LEVELS.flatMap((line, level) => {
  const sameOrAbove = FEATURE_LEVELS.slice(0, level + 1).flat();
  return line.map((feature) => {
    const allowed = [feature];
    return {
      name: `feature-${feature}-imports-only-lower-features`,
      comment: `app/features/${feature} may import only features listed below its line in FEATURE_LEVELS.`,
      severity: "error",
      from: { path: `^app/features/${feature}/`, pathNot: NOT_A_TEST },
      to: {
        path: `^app/features/(${sameOrAbove.join("|")})/`,
        pathNot: `^app/features/(${allowed.join("|")})/`,
      },
    };
  });
});

module.exports = {
  forbidden: [
    ...featureRules,
    {
      name: "every-feature-has-a-level",
      comment: "A new feature folder takes its line in FEATURE_LEVELS, so that the rules above cover it.",
      severity: "error",
      from: { path: "^app/" },
      to: { path: "^app/features/", pathNot: `^app/features/(${FEATURE_LEVELS.flat().join("|")})/` },
    },
    {
      name: "no-circular",
      comment: "No module imports itself through others: a circle has no top, and no layer can be drawn.",
      severity: "error",
      from: { path: "^(app|server)/" },
      to: { circular: true },
    },
    {
      name: "features-know-no-route-or-composer",
      comment:
        "A feature is used by routes and by the app's composers (root, background jobs, seeds, the edge's entry), never the reverse.",
      severity: "error",
      from: { path: "^app/features/", pathNot: NOT_A_TEST },
      to: {
        path: "^app/(routes/|routes\\.ts$|root\\.tsx$|entry\\.|edge-api\\.server\\.ts$|background-jobs\\.server\\.ts$|seed\\.server\\.ts$)",
      },
    },
    {
      name: "kits-know-no-feature-or-route",
      comment:
        "The admin kit, the forms' pipeline, the list engine and the e-mail layout are used by features: they import none, nor a route.",
      severity: "error",
      from: { path: "^app/(admin|forms|lists|emails)/", pathNot: NOT_A_TEST },
      to: { path: "^app/(features|routes)/" },
    },
    {
      name: "shared-data-knows-no-feature",
      comment:
        "Shared schemas, copy, scoring and the database's own files are the ground: no feature, route, component, service or kit.",
      severity: "error",
      from: { path: "^app/(schemas|content|assessment|db)/", pathNot: NOT_A_TEST },
      to: { path: "^app/(features|routes|components|services|admin|forms|lists|emails)/" },
    },
    {
      name: "the-database-knows-no-copy",
      comment:
        "app/db holds the schema, migrations and client; what a fresh site is seeded with is above it (app/seed.server.ts).",
      severity: "error",
      from: { path: "^app/db/", pathNot: NOT_A_TEST },
      to: { path: "^app/(content|schemas|assessment)/" },
    },
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
      comment:
        "app/utils holds leaf helpers: no service, feature, route, component, kit, copy or database client.",
      severity: "error",
      from: { path: "^app/utils/", pathNot: NOT_A_TEST },
      to: { path: "^app/(services|features|routes|components|forms|admin|lists|content|db/client)" },
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
      comment:
        "Shared components (app/components) are used by features and routes, not the reverse: the site's shell takes a feature's part (the footer's newsletter form) from app/root.tsx.",
      severity: "error",
      from: { path: "^app/components/", pathNot: NOT_A_TEST },
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
