import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", ".data/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // One toast path: a toast shown through sonner directly waits, unseen, until the app's Toaster mounts.
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "sonner", message: "Show toasts with #app/ui/toast.tsx, the app's one toast path." }] },
      ],
    },
  },
  {
    // Plain JavaScript run by Node (scripts/start.js, this file).
    files: ["**/*.js"],
    languageOptions: { globals: globals.node },
  },
  {
    files: ["app/ui/toast.tsx"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    settings: { react: { version: "detect" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.strict.rules,
      "react/prop-types": "off",
      "react/no-danger": "off",
      // React escapes text; the rule only forbids plain apostrophes in prose.
      "react/no-unescaped-entities": "off",
    },
  },
);
