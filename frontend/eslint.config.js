// ESLint (flat config): TypeScript's recommended rules, React's hook rules, and the import layers of
// the frontend: app → features → components and lib (→ generated). A lower layer never imports a
// higher one, so a feature can be understood without the app and a component without any feature.
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Forbids imports of the given folders from `files`. */
const layer = (files, folders, message) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ regex: `^(\\.\\./)+(${folders.join('|')})(/|$)`, message }] }],
  },
});

export default tseslint.config(
  { ignores: ['dist/**', 'dist-ssr/**', 'src/generated/**'] },
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // `_name` marks what is left out on purpose (a rest destructure dropping a field).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  layer(['src/features/**'], ['app'], 'features/ must not import app/: shared types live in lib/ or components/.'),
  layer(['src/components/**', 'src/lib/**'], ['app', 'features'], 'components/ and lib/ are shared: they import neither app/ nor features/.'),
);
