/**
 * The floor the first-load benchmark measures the app against: a bare React 19 page (createRoot and one heading) that Vite builds
 * with the app's React plugin into a temp folder. `npm run bench:first-load` weighs its scripts; the Lighthouse
 * bench (e2e/docs/lighthouse.bench.ts) serves it and measures it as it measures the app.
 */
import react from '@vitejs/plugin-react';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

/** A built bare page: its folder (index.html and assets/), its scripts, and a way to delete it all. */
export interface BareReactPage {
  dir: string;
  scripts: string[];
  dispose(): void;
}

// The head a real page has (Lighthouse lays a page out without a viewport tag at 980 px); scripts are the same.
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Bare React 19</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/main.jsx"></script>
  </body>
</html>
`;

const MAIN_JSX = `import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(<h1>Hello</h1>);
`;

/** Builds the bare React page; the caller disposes of it. */
export async function buildBareReactPage(): Promise<BareReactPage> {
  // Inside the project, so that react and react-dom resolve from its node_modules.
  const cache = fileURLToPath(new URL('../node_modules/.cache/', import.meta.url));
  mkdirSync(cache, { recursive: true });
  const root = mkdtempSync(join(cache, 'react-floor-'));
  const dispose = () => rmSync(root, { recursive: true, force: true });
  try {
    writeFileSync(join(root, 'index.html'), INDEX_HTML);
    writeFileSync(join(root, 'main.jsx'), MAIN_JSX);
    const dir = join(root, 'dist');
    // No module-preload polyfill, as vite.config.ts builds the app.
    const modulePreload = { polyfill: false };
    await build({
      root,
      configFile: false,
      logLevel: 'warn',
      plugins: [react()],
      build: { outDir: dir, modulePreload },
    });
    const assets = join(dir, 'assets');
    const scripts = readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .map((name) => join(assets, name));
    return { dir, scripts, dispose };
  } catch (error) {
    dispose();
    throw error;
  }
}
