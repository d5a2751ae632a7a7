import js from "@eslint/js";
import astro from "eslint-plugin-astro";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Imports run one way (CONVENTIONS.md): content (the shared pieces) → collections (one module each) →
 * content-layer (the whole folder read and stored) → lib, browser, files → components → page-data → pages.
 * Code that runs in the page (browser, components) never reaches the build-only Node code (files). */
const source = (folder) => `**/app/${folder}/**/!(*.test).{ts,tsx}`;
const above = ["./app/components", "./app/page-data", "./app/pages", "./app/layouts"];
const importDirection = [
  {
    target: source("content"),
    from: [
      "./app/collections",
      "./app/content-layer",
      "./app/lib",
      "./app/files",
      "./app/browser",
      ...above,
    ],
    message: "Content holds the shared pieces every collection uses: it imports none of them.",
  },
  {
    target: source("collections"),
    from: ["./app/content-layer", "./app/lib", "./app/files", "./app/browser", ...above],
    message: "A collection is a pure definition over the entries handed in: content's pieces only.",
  },
  {
    target: source("content-layer"),
    from: ["./app/lib", "./app/files", "./app/browser", ...above],
    message: "The content layer reads and stores the collections; what shows them comes above.",
  },
  {
    target: source("lib"),
    from: ["./app/files", "./app/browser", ...above],
    message:
      "lib holds small pure helpers for pages and files alike: no page script, no Node-only code.",
  },
  {
    target: source("browser"),
    from: ["./app/files", "./app/content-layer", ...above],
    message: "A page script runs in the visitor's browser: no build-only code, no content store.",
  },
  {
    target: source("files"),
    from: ["./app/browser", ...above],
    message:
      "The generated files are built in Node from content and lib, never from what a page shows.",
  },
  {
    target: "./app/forms",
    from: ["./app/components", "./app/content", "./app/pages", "./app/layouts"],
    message:
      "The forms layer is framework-independent data and logic: it imports lib helpers only.",
  },
  {
    target: source("components"),
    from: ["./app/files", "./app/page-data"],
    message:
      "Components run in the page too (islands): build-only files and page data come from the route.",
  },
  {
    target: "./app/components/ui",
    from: ["./app/components/sections", "./app/components/layout", "./app/pages", "./app/layouts"],
    message: "UI primitives depend only on lib.",
  },
  {
    target: "./app/components/forms",
    from: ["./app/components/sections", "./app/components/layout", "./app/pages", "./app/layouts"],
    message:
      "The form components render a definition; sections place them on pages, not the reverse.",
  },
  {
    target: "./app/components/sections",
    from: ["./app/components/layout", "./app/pages", "./app/layouts"],
    message: "Sections depend on ui and lib, never on routes or the layout.",
  },
  {
    target: "./app/components/layout",
    from: ["./app/pages", "./app/layouts"],
    message: "The layout does not import pages.",
  },
];

export default tseslint.config(
  {
    ignores: [
      "build",
      "build-*",
      ".astro",
      "test-results",
      "playwright-report",
      ".tmp",
      "tmp-migrate",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      "import-x/no-cycle": "error",
      "import-x/no-self-import": "error",
      "import-x/no-duplicates": "error",
      "import-x/no-restricted-paths": ["error", { zones: importDirection }],
      "no-restricted-syntax": [
        "error",
        {
          selector: "ExportAllDeclaration",
          message: "No barrel re-exports: import the file you mean.",
        },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "jsx-a11y/anchor-is-valid": "error",
      // Dropping fields by destructuring (`const { _meta, ...entry } = doc`) is how entries lose bookkeeping.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
    },
  },
  // The routes and layouts: Astro's own rules, and the same strict a11y rules as the components.
  ...astro.configs["flat/recommended"],
  ...astro.configs["flat/jsx-a11y-strict"],
);
