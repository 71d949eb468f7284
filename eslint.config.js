// @ts-check
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const foldersOf = (parent) =>
  readdirSync(parent, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const features = foldersOf("app/features");
// Folders of app/staff that every console screen may use; each other folder is one screen.
const consoleKits = ["list-screen"];
const consoleScreens = foldersOf("app/staff").filter((folder) => !consoleKits.includes(folder));

// The layers, written as rules. `import-x/no-restricted-paths` sees the resolved file, so relative
// paths and the `#app/*`, `#server/*` … aliases of package.json "imports" are caught alike.
// eslint.config.test.ts lints a probe for each zone, so a zone that stops catching fails a test.
const layerZones = [
  {
    // A test of a rule may take the resort's real facts as its example.
    target: "./domain/**/!(*.test).ts",
    from: "./content",
    message:
      "domain/ holds rules and the shapes of facts; content/ holds the facts and imports domain/, never the reverse. Take the fact as a parameter, or move the shape into domain/.",
  },
  {
    target: ["./domain", "./content"],
    from: ["./app", "./server"],
    message: "domain/ and content/ are shared by browser and server: they import neither app/ nor server/.",
  },
  {
    target: "./server",
    from: "./app",
    message: "server/ never imports app/: move what both need into domain/ or content/.",
  },
  {
    // Tests of browser code may start a real server; the code they test may not import it.
    target: "./app/**/!(*.test).{ts,tsx}",
    from: "./server",
    message:
      "Code that runs in the browser never imports server/: move what both need into domain/, and ask the server over HTTP.",
  },
  {
    target: ["./app/components", "./app/lib"],
    from: ["./app/features", "./app/routes", "./app/staff", "./app/root.tsx"],
    message:
      "app/components and app/lib are shared by every page: they import no feature, route or console screen. Move the shared part down into app/components, app/lib or domain/.",
  },
  {
    // The console is one lazy chunk that app/routes/staff.tsx loads for /staff alone.
    target: ["./app/components", "./app/lib", "./app/features", "./app/routes/!(staff).tsx", "./app/root.tsx"],
    from: "./app/staff",
    message:
      "The public site never imports the staff console: move what both need into app/components, app/lib or domain/.",
  },
  ...features.map((feature) => ({
    target: `./app/features/${feature}`,
    from: "./app/features",
    except: [`./${feature}`],
    message: "Features do not import each other: move what both need into app/lib, app/components or domain/.",
  })),
  ...consoleScreens.map((screen) => ({
    target: `./app/staff/${screen}`,
    from: consoleScreens.filter((other) => other !== screen).map((other) => `./app/staff/${other}`),
    message: `Console screens do not import each other: move what both need into app/staff/ (the console's shared parts) or a kit folder (${consoleKits.join(", ")}).`,
  })),
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      "data/",
      "public/",
      "reports/",
      "backups/",
      "test-results/",
      "playwright-report/",
      ".react-router/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // React ignores what an event handler returns; a promise there is not a lost promise.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      // React Router's loaders throw the Response that redirect() makes.
      "@typescript-eslint/only-throw-error": ["error", { allow: [{ from: "lib", name: "Response" }] }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", ignoreRestSiblings: true }],
      "@typescript-eslint/switch-exhaustiveness-check": ["error", { considerDefaultExhaustiveForUnions: true }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-self-import": "error",
      "import-x/no-restricted-paths": ["error", { zones: layerZones }],
      "import-x/no-extraneous-dependencies": "error",
      // Type checking already resolves every import and name; these repeat it, slowly.
      "import-x/no-unresolved": "off",
      "import-x/named": "off",
      "import-x/namespace": "off",
      "import-x/default": "off",
      "import-x/no-named-as-default-member": "off",
      // Compared as written: import-x/no-duplicates compares the files imports resolve to, and every
      // lucide icon module resolves to the package's one declaration file.
      "import-x/no-duplicates": "off",
      "no-duplicate-imports": ["error", { allowSeparateTypeImports: true }],
      // Stripe and AxeBuilder document `import X from` for the class that is also a named export.
      "import-x/no-named-as-default": "off",
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "zod",
              message:
                "Import z from #domain/zod.ts (or zMini from #domain/zod-mini.ts): they configure zod for the page's Content-Security-Policy.",
            },
            {
              name: "lucide-react",
              allowTypeImports: true,
              message:
                'Import each icon from its own module (import Calendar from "lucide-react/icons/calendar"): the chunking sees which page uses which icon (scripts/bundle/chunking.ts).',
            },
          ],
          patterns: [
            {
              regex: "^\\.\\./",
              message:
                'Name a file in another folder by its alias from package.json "imports" (#app/…, #domain/…, #content/…, #server/…, #scripts/…, #tests/…): one import style everywhere, and a file moves without its imports changing meaning.',
            },
            {
              group: ["zod/*"],
              message:
                "Import z from #domain/zod.ts (or zMini from #domain/zod-mini.ts): they configure zod for the page's Content-Security-Policy.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["domain/zod.ts", "domain/zod-mini.ts"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    files: ["server/**/*.ts"],
    ignores: ["server/testing/test-postgres.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.property.name='env'][property.name='TEST_POSTGRES_URL']",
          message:
            "Use testPostgresUrl() from server/testing/test-postgres.ts: inside npm test a PostgreSQL suite must run, not skip.",
        },
      ],
    },
  },
  {
    // Hooks written as plain modules (app/lib/use-now.ts and the like) keep the rules of hooks too.
    files: ["app/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat["recommended-latest"],
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ["app/**/*.tsx"],
    rules: {
      // Safari drops the list role of a list styled without bullets; role="list" restores it.
      "jsx-a11y/no-redundant-roles": ["error", { ul: ["list"], ol: ["list"] }],
    },
  },
  {
    files: ["**/*.test.ts", "**/*.test.tsx", "tests/**/*.ts"],
    rules: {
      // Tests read JSON answers untyped and check their shape with expect(), which fails loudly.
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
  {
    files: ["**/*.js"],
    ...tseslint.configs.disableTypeChecked,
  },
);
