import type { Plugin } from "vite";

/**
 * Fewer, fuller JavaScript files for the public pages (client build only), with Rolldown's own
 * chunk groups (`output.codeSplitting`); docs/decisions/0005-chunk-groups.md has the figures.
 *
 * Left alone, the bundler gives every set of modules shared by a different set of routes its own
 * chunk: a public page loaded 22-32 files, many of them a single 500-byte icon. On the slow-4G
 * profile of the performance budget (HTTP/1.1, six connections, 150 ms round trips, ~300 bytes of
 * headers per response) those files cost more in round trips and headers than in code. Two groups:
 * - `framework`: React, React DOM, React Router (every page needs them; they change only on upgrades);
 * - `shared`: small modules (up to MAX_SHARED_MODULE) that three or more routes import statically
 *   (`$initial`): icons, primitives, the shell, SEO helpers, page sections. A page may load a few
 *   hundred bytes it does not use instead of a dozen extra requests. Code loaded with import() (the
 *   editor, dialogs, toasts, zod, the captcha) is not `$initial` and keeps the default splitting.
 */

/** The framework's packages, by name. */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;
/** Small libraries that many pages use; every other package stays in its own chunks. */
const LIGHT_PACKAGES = /[\\/]node_modules[\\/](lucide-react|clsx|class-variance-authority)[\\/]/;
/**
 * Our modules that only the admin loads at start or that public pages load only on use: the admin
 * (app/admin/, the list engine in app/lists/, and each feature's admin/ folder, list and schema
 * modules: app/features/<name>/{admin/,list.ts,schema.ts,*-list.ts,*-schema.ts}), the zod schemas and the primitives over Radix. They are `$initial` through the admin route and
 * shared with lazily loaded chunks, so they would otherwise join (and bring their libraries). Also
 * the blog's copy (and the assessment's modules, ASSESSMENT below): three routes share them only by
 * counting the admin's, and every other page loaded them (docs/decisions/0070). And the post body
 * (post-content), which imports the post typography: in `shared` its stylesheet linked on every page
 * and in the admin (the newsletter's issue editor made it a third importer).
 */
const NOT_SHARED =
  /[\\/]app[\\/](admin[\\/]|lists[\\/]|components[\\/]admin[\\/]|schemas[\\/]|features[\\/][^\\/]+[\\/](admin[\\/]|([\w-]+-)?(schema|list)\.)|components[\\/]ui[\\/](dialog|tabs)\.|content[\\/]blog\.|features[\\/]blog[\\/]post-content\.)/;
/**
 * Conform and our code over it (docs/decisions/0070-critical-path-javascript.md): one
 * chunk, loaded at start only by the pages whose own content is a form (contact, webinar, resources)
 * and on use elsewhere (the footer's newsletter form is lazy). Before, it followed `use-public-form`
 * into `shared`, so every page loaded it. Ranked below `shared`, so that the primitives these
 * modules use (Input, Label, cn...) stay in `shared` rather than being pulled into `forms`
 * (`includeDependenciesRecursively`), which would make every page load `forms` again.
 */
const FORMS =
  /[\\/](node_modules[\\/]@conform-to[\\/](react|dom)[\\/]|app[\\/](forms[\\/]use-public-form|components[\\/]ui[\\/]form-field)\.)/;
/** The newsletter form itself: loaded after the page on every page but its own (/newsletter). */
const LAZY_FORM = /[\\/]app[\\/]features[\\/]newsletter[\\/]newsletter-form\./;
/**
 * The assessment's questions, options and scoring (and the API client its last step posts with):
 * out of `shared`, they would otherwise split by which routes share each (wizard, result, admin) into
 * several small files on /assessment.
 */
const ASSESSMENT = /[\\/]app[\\/](assessment[\\/]|utils[\\/]api-client\.)/;
// A stylesheet never joins `shared`: its CSS would link on every page (and the admin) that loads it.
const STYLESHEET = /\.css($|\?)/;
const isShareable = (id: string) =>
  LIGHT_PACKAGES.test(id) ||
  (!id.includes("node_modules") &&
    !STYLESHEET.test(id) &&
    ![NOT_SHARED, ASSESSMENT, FORMS, LAZY_FORM].some((group) => group.test(id)));
const MAX_SHARED_MODULE = 8 * 1024;
/**
 * Two modules every public page loads through the root, which `shared` misses because only one other
 * chunk shares each (the admin's layout, the assessment's lazy wizard): each was a file of its own of
 * 300-500 bytes on every page, plus ~420 bytes of response headers, which Lighthouse's transfer size
 * counts (issue 28). One file together (with the few shared modules they use).
 */
const SHELL = /[\\/]app[\\/](components[\\/]layout[\\/]error-screen|features[\\/]insights[\\/]beacon)\./;
export function chunkGroups(): Plugin {
  return {
    name: "chunk-groups",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    outputOptions(options) {
      return {
        ...options,
        // V8's explicit compile hint: nearly every function of React, React DOM and React Router runs
        // during hydration, so compile them all while the file streams in (off the main thread)
        // instead of one by one on first call inside hydration's tasks. Measured on /assessment at
        // 4x CPU slowdown: the longest hydration task 51 -> 32 ms, time over 50 ms per load 25 -> 10
        // ms (medians of 12 loads). Only the framework chunk: hinting the shell as well made its
        // evaluation longer. To other browsers and older Chromes it is just a comment.
        postBanner: (chunk: { name: string }) =>
          chunk.name === "framework" ? "//# allFunctionsCalledOnLoad" : "",
        codeSplitting: {
          groups: [
            { name: "framework", test: FRAMEWORK, priority: 20 },
            { name: "shell", test: SHELL, priority: 11 },
            {
              name: "shared",
              test: isShareable,
              tags: ["$initial"],
              minShareCount: 3,
              maxModuleSize: MAX_SHARED_MODULE,
              priority: 10,
            },
            { name: "forms", test: FORMS, minShareCount: 2, priority: 5 },
            { name: "assessment", test: ASSESSMENT, tags: ["$initial"], priority: 5 },
          ],
        },
      };
    },
  };
}
