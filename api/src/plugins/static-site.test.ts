import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestApp } from '../test/harness';

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const IMMUTABLE = 'public, max-age=31536000, immutable';

// What the shell's build writes (shell/first-visit-routes-plugin.ts): a guest's page per path.
const FIRST_VISIT_ROUTES = [
  { path: '/', remote: 'storefront', module: './HomePage' },
  { path: '/products/:id', remote: 'storefront', module: './ProductPage' },
];
const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((match) => match[1]);
const fetchPreloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map((match) => match[1]!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))));

function writeFiles(root: string, files: Record<string, string>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
}

describe('static site', () => {
  let webRoot: string;
  let t: TestApp;
  before(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'shop-web-'));
    // seller-console and admin-console are deliberately not built: the server must still start.
    writeFiles(webRoot, {
      'shell/dist/index.html': '<!doctype html><html><head><title>shell</title></head><body></body></html>',
      'shell/dist/main.3f9a1c.js': 'console.log("shell")',
      'storefront/dist/remoteEntry.js': 'var storefront;',
      'shell/dist/first-visit-routes.json': JSON.stringify(FIRST_VISIT_ROUTES),
      'storefront/dist/first-requests.json': JSON.stringify({ './ProductPage': ['/api/products/{id}', '/api/reviews/product/{id}?page=0&size=5'] }),
      'storefront/dist/mf-manifest.json': JSON.stringify({
        exposes: [{ path: './ProductPage', assets: { js: { sync: ['412.8be2d0.js', '__federation_expose_ProductPage.77aa01.js'], async: [] } } }],
      }),
      'storefront/dist/412.8be2d0.js': 'chunk()',
      'storefront/dist/588.a1b2c3.js': `export const words = ${JSON.stringify('a highly repetitive chunk of text '.repeat(300))};`,
    });
    t = await startTestApp({ config: { webRoot } });
  });
  after(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  test('/ serves the shell index.html with no-cache', async () => {
    const response = await t.http.get('/', { headers: HTML });
    assert.equal(response.status, 200);
    assert.match(response.text, /<title>shell<\/title>/);
    assert.match(response.headers.get('content-type') ?? '', /text\/html/);
    assert.equal(response.headers.get('cache-control'), 'no-cache');
  });

  test("the shell's page carries the remotes manifest, so the shell need not ask for it", async () => {
    for (const path of ['/', '/products/12']) {
      const response = await t.http.get(path, { headers: HTML });
      const block = /<script type="application\/json" id="remotes-manifest">(.*?)<\/script><\/head>/.exec(response.text);
      assert.ok(block, path);
      assert.deepEqual(JSON.parse(block[1]!), (await t.http.get('/remotes.json')).body);
    }
  });

  test("the shell's page preloads the remote entry and first chunks of the page a guest opens", async () => {
    const product = await t.http.get('/products/12?tab=reviews', { headers: HTML });
    // With a query string the page may read other answers: only its code is hinted.
    assert.deepEqual(fetchPreloads(product.text), []);
    assert.deepEqual(preloads(product.text), [
      '/remotes/storefront/remoteEntry.js',
      '/remotes/storefront/412.8be2d0.js',
      '/remotes/storefront/__federation_expose_ProductPage.77aa01.js',
    ]);
    // The hints come before the remotes manifest, which stays the last thing in <head>.
    assert.ok(product.text.indexOf('rel="preload"') < product.text.indexOf('id="remotes-manifest"'));
    // A page its remote's manifest does not list gets the entry alone; a path no remote draws gets nothing.
    assert.deepEqual(preloads((await t.http.get('/', { headers: HTML })).text), ['/remotes/storefront/remoteEntry.js']);
    assert.deepEqual(preloads((await t.http.get('/login', { headers: HTML })).text), []);
    assert.deepEqual(preloads((await t.http.get('/products/12/review', { headers: HTML })).text), []);
  });

  test("the shell's page preloads the first API reads of the page a guest opens, the path's id put in", async () => {
    const product = await t.http.get('/products/12', { headers: HTML });
    assert.deepEqual(fetchPreloads(product.text), ['/api/products/12', '/api/reviews/product/12?page=0&size=5']);
    assert.equal(preloads(product.text).length, 3);
    // An id that is no number reads nothing the page would ask for; a page with no list reads nothing.
    assert.deepEqual(fetchPreloads((await t.http.get('/products/lamp', { headers: HTML })).text), []);
    assert.deepEqual(fetchPreloads((await t.http.get('/', { headers: HTML })).text), []);
  });

  test('a client-side route that accepts HTML falls back to index.html', async () => {
    for (const path of ['/products/12', '/users', '/no/such/page?x=1']) {
      const response = await t.http.get(path, { headers: HTML });
      assert.equal(response.status, 200, path);
      assert.match(response.text, /<title>shell<\/title>/);
      assert.equal(response.headers.get('cache-control'), 'no-cache');
    }
  });

  test('a client-side route that does not accept HTML is a JSON 404', async () => {
    const response = await t.http.get('/products/12', { headers: { accept: 'application/json' } });
    assert.equal(response.status, 404);
    assert.match(response.headers.get('content-type') ?? '', /json/);
  });

  test('hashed shell files are served immutable', async () => {
    const response = await t.http.get('/main.3f9a1c.js');
    assert.equal(response.status, 200);
    assert.equal(response.text, 'console.log("shell")');
    assert.equal(response.headers.get('cache-control'), IMMUTABLE);
  });

  test('remote files live under /remotes/<name>/ with the right cache headers', async () => {
    const entry = await t.http.get('/remotes/storefront/remoteEntry.js');
    assert.equal(entry.status, 200);
    assert.equal(entry.text, 'var storefront;');
    assert.equal(entry.headers.get('cache-control'), 'no-cache');
    const manifest = await t.http.get('/remotes/storefront/mf-manifest.json');
    assert.equal(manifest.headers.get('cache-control'), 'no-cache');
    const chunk = await t.http.get('/remotes/storefront/412.8be2d0.js');
    assert.equal(chunk.status, 200);
    assert.equal(chunk.headers.get('cache-control'), IMMUTABLE);
  });

  test('assets are sent compressed to browsers that accept it', async () => {
    const brotli = await t.http.get('/remotes/storefront/588.a1b2c3.js', { headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(brotli.status, 200);
    assert.equal(brotli.headers.get('content-encoding'), 'br');
    assert.match(brotli.text, /a highly repetitive chunk/);
    const gzip = await t.http.get('/remotes/storefront/588.a1b2c3.js', { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gzip.headers.get('content-encoding'), 'gzip');
  });

  test('missing assets are 404, never index.html', async () => {
    for (const path of ['/remotes/storefront/nope.js', '/remotes/seller-console/remoteEntry.js', '/missing.3f9a1c.js', '/logo.png']) {
      const response = await t.http.get(path, { headers: HTML });
      assert.equal(response.status, 404, path);
      assert.doesNotMatch(response.text, /<title>shell/);
    }
  });

  test('/remotes.json defaults to the same-origin remotes, no-cache', async () => {
    const response = await t.http.get('/remotes.json');
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    assert.deepEqual(response.body, {
      storefront: '/remotes/storefront/remoteEntry.js',
      'seller-console': '/remotes/seller-console/remoteEntry.js',
      'admin-console': '/remotes/admin-console/remoteEntry.js',
    });
  });
});

describe('REMOTES_FILE', () => {
  test('/remotes.json serves the file and the CSP allows exactly the remote origins', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-remotes-'));
    const remotesFile = join(dir, 'remotes.json');
    const manifest = {
      storefront: 'https://store.cdn.example/v7/remoteEntry.js',
      'seller-console': 'http://localhost:3002/remoteEntry.js',
      'admin-console': '/remotes/admin-console/remoteEntry.js',
    };
    writeFileSync(remotesFile, JSON.stringify(manifest));
    writeFiles(dir, {
      'shell/dist/index.html': '<!doctype html><html><head></head><body></body></html>',
      'shell/dist/first-visit-routes.json': JSON.stringify(FIRST_VISIT_ROUTES),
    });
    const t = await startTestApp({ config: { remotesFile, webRoot: dir } });
    try {
      const response = await t.http.get('/remotes.json');
      assert.equal(response.status, 200);
      assert.deepEqual(response.body, manifest);
      assert.equal(response.headers.get('cache-control'), 'no-cache');
      const csp = response.headers.get('content-security-policy') ?? '';
      assert.match(csp, /script-src 'self' https:\/\/store\.cdn\.example http:\/\/localhost:3002;/);
      const page = await t.http.get('/cart', { headers: HTML });
      assert.ok(page.text.includes(`<script type="application/json" id="remotes-manifest">${JSON.stringify(manifest)}</script>`));
      assert.match(csp, /connect-src 'self' https:\/\/store\.cdn\.example http:\/\/localhost:3002;/);
      // A remote deployed elsewhere: its entry is hinted where it lives; its chunks are not known here.
      const elsewhere = (await t.http.get('/products/3', { headers: HTML })).text;
      assert.deepEqual(preloads(elsewhere), ['https://store.cdn.example/v7/remoteEntry.js']);
      assert.deepEqual(fetchPreloads(elsewhere), []);
    } finally {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
