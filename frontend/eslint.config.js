// ESLint (flat config): TypeScript's recommended rules, React's hook rules, and the import layers of
// the frontend: app → features → components and lib (→ generated). A lower layer never imports a
// higher one, so a feature can be understood without the app and a component without any feature;
// and no feature imports another's files (a piece two features share lives in components/ or lib/).
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
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

const featuresDir = resolve(import.meta.dirname, 'src/features');
/** The feature folder a file is in, or null outside src/features. */
const featureOf = (file) => {
  const rel = relative(featuresDir, file);
  return rel === '' || rel.startsWith('..') || isAbsolute(rel) ? null : rel.split(sep)[0];
};

/** features/X may import only its own files (and shared layers), never features/Y's. */
const oneWayFeatures = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { other: "features/{{from}} must not import features/{{to}}: move the shared piece to components/ or lib/." },
  },
  create(context) {
    const from = featureOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = featureOf(resolve(dirname(context.filename), spec));
      if (to && to !== from) context.report({ node: node.source, messageId: 'other', data: { from, to } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

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
  { files: ['src/features/**'], plugins: { layers: { rules: { 'one-way-features': oneWayFeatures } } }, rules: { 'layers/one-way-features': 'error' } },
);
