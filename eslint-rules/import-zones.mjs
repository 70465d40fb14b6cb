// The repository's import boundaries, enforced (docs/ARCHITECTURE.md draws them):
// each top-level folder is a room; an import may cross only along an allowed arrow.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

const APPS = JSON.parse(readFileSync(path.join(ROOT, 'apps.json'), 'utf8')).apps;
const FRONT_END_APPS = Object.keys(APPS);
/** The apps that compile in the staff library. */
const CONSOLES = FRONT_END_APPS.filter((app) => APPS[app].libraries.includes('staff'));
/** Test and tooling rooms may read any room by path (e.g. quote an app's text); nothing imports them. */
const TOOLING = ['.', 'e2e', 'bench', 'scripts', 'eslint-rules'];
/** Root files every room may read: apps.json is the one list of front-end apps. */
const CONTRACT_FILES = new Set(['apps.json']);
/** Packages of this repository and the public entry points each one offers. */
const PACKAGES = {
  '@shop/shared': { room: 'shared', entries: ['', '/constants', '/router', '/detail-ui', '/testing'] },
  '@shop/staff': { room: 'staff', entries: ['', '/testing'] },
};
/** Who may import each package at all. */
const PACKAGE_USERS = {
  shared: [...FRONT_END_APPS, 'staff', 'e2e'],
  staff: CONSOLES,
};

/** The top-level folder a file lives in; files at the root (configs, build factory) are the '.' room. */
function roomOf(file) {
  const parts = path.relative(ROOT, file).split(path.sep);
  return parts.length === 1 ? '.' : parts[0];
}
const isBuildConfig = (file) => /\.config(\.base)?(\.[cm]?[jt]s)?$/.test(file);

/** `<app>/src/features/<name>/…` → name; `api/src/modules/<name>/…` → name (for sibling checks). */
function unitOf(file, kind) {
  const parts = path.relative(ROOT, file).split(path.sep);
  const at = parts.indexOf(kind);
  return at > 0 && parts[at - 1] === 'src' && parts.length > at + 2 ? parts.slice(0, at + 2).join('/') : null;
}

/** Entries a package imports through its own name, because Module Federation shares them as separate singletons. */
const SELF_SHARED_ENTRIES = ['@shop/shared/router'];

/** The reason an import breaks a boundary, or null when it is allowed. */
export function crossing(fromFile, specifier) {
  const from = roomOf(fromFile);
  const isTest = /\.test\.tsx?$/.test(fromFile) || fromFile.includes(`${path.sep}test${path.sep}`);
  for (const [name, pkg] of Object.entries(PACKAGES)) {
    if (specifier !== name && !specifier.startsWith(`${name}/`)) continue;
    const entry = specifier.slice(name.length);
    // The router entry is a federation singleton of its own: a relative import would bundle a second React Router.
    if (from === pkg.room) return SELF_SHARED_ENTRIES.includes(specifier) ? null : `${from} imports itself through ${name}; use a relative path`;
    if (!PACKAGE_USERS[pkg.room].includes(from) && !TOOLING.includes(from)) return `${from} may not import ${name}`;
    if (!pkg.entries.includes(entry)) return `${specifier} reaches into ${name}'s internals; import a public entry (${pkg.entries.map((e) => name + e).join(', ')})`;
    if (entry === '/testing' && !isTest) return `${specifier} is for tests only`;
    return null;
  }
  if (!specifier.startsWith('.')) return null;
  const target = path.resolve(path.dirname(fromFile), specifier);
  const to = roomOf(target);
  if (to === '.' && CONTRACT_FILES.has(path.basename(target))) return null;
  if (to === '.' && isBuildConfig(fromFile) && isBuildConfig(target)) return null;
  if (TOOLING.includes(to) && !TOOLING.includes(from)) return `${from} may not import test or tooling code from ${to}/`;
  if (to !== from && !TOOLING.includes(from)) return `${from} may not reach into ${to}/ by path; cross only through a package's public entry`;
  for (const kind of ['features', 'modules']) {
    const fromUnit = unitOf(fromFile, kind);
    const toUnit = unitOf(target, kind);
    if (fromUnit && toUnit && fromUnit !== toUnit) {
      const what = kind === 'features' ? 'a feature may not import another feature; compose them in a page' : 'an API module may not import a sibling module; move what both need to api/src/lib';
      return `${what} (${fromUnit} → ${toUnit})`;
    }
  }
  return null;
}

const rule = {
  meta: { type: 'problem', docs: { description: 'Imports cross rooms only along allowed arrows' }, schema: [] },
  create(context) {
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const reason = crossing(context.filename, node.source.value);
      if (reason) context.report({ node: node.source, message: reason });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'import-zones': rule } };
