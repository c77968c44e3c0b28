import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

// A path of our own written by hand: a string or template starting with one "/" (not "//", which is
// another host), as a link's target, a form's action, a redirect or a navigation.
const OWN_PATH = "/^\\/(?!\\/)/";
// (A <link> names a static file, such as the favicon: no route.)
const linkTargets =
  "JSXOpeningElement[name.name!='link'] > JSXAttribute[name.name=/^(to|href|action|formAction)$/]";
const navigations = "CallExpression[callee.name=/^(redirect|redirectDocument|replace|navigate|thenGoTo)$/]";
const HREF_MESSAGE =
  'Write a link to our own URL with href("/path/:param", { param }) (docs/conventions.md).';
const ownLinkRules = [
  `${linkTargets} > Literal[value=${OWN_PATH}]`,
  `${linkTargets} > JSXExpressionContainer > Literal[value=${OWN_PATH}]`,
  `${linkTargets} > JSXExpressionContainer > TemplateLiteral > TemplateElement:first-child[value.raw=${OWN_PATH}]`,
  `${navigations} > Literal[value=${OWN_PATH}]`,
  `${navigations} > TemplateLiteral > TemplateElement:first-child[value.raw=${OWN_PATH}]`,
].map((selector) => ({ selector, message: HREF_MESSAGE }));

export default tseslint.config(
  {
    ignores: [
      ".dependency-cruiser*.cjs",
      "build/**",
      "build-*/**",
      ".react-router/**",
      "node_modules/**",
      ".tmp/**",
      "data/**",
      "app/db/migrations/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-empty-object-type": "off",
    },
  },
  {
    // The one table (docs/conventions.md): a hand-written <table> would drift from its caption and headers.
    files: ["app/**/*.tsx"],
    ignores: ["app/components/ui/table.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXOpeningElement[name.name='table']",
          message: "Draw tables with Table (app/components/ui/table.tsx) or DataTable.",
        },
        ...ownLinkRules,
      ],
    },
  },
  {
    // Links to our own URLs (docs/conventions.md): href() is typed by the route table, a string is not.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}", "app/**/*.tsx"],
    rules: { "no-restricted-syntax": ["error", ...ownLinkRules] },
  },
);
