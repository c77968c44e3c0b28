import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

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
      ],
    },
  },
);
