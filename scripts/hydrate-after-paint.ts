import { readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * React Router ends every prerendered page with an inline module script that imports the
 * manifest and the route modules statically, then imports the client entry: the browser fetches
 * and runs ~125 kB of JavaScript as soon as it parses that script, before or while it paints the
 * page. Our pages are complete HTML, so this rewrites the script to start the same imports once
 * the first contentful paint has been shown (the browser's `first-contentful-paint` entry, then
 * a task): the text paints with nothing but the HTML, the stylesheet and the font on the network,
 * and on a slow phone hydration no longer competes with the first paint. The same modules load,
 * in parallel, and the route modules reach React Router under the same global as before.
 *
 * The paint entry, not an animation frame: a frame's callbacks run before that frame is shown, so
 * the imports used to start (and, on a fast network, finish) before the paint, and Lighthouse's
 * simulation then counted them as needed for it (see the commit). Where the browser reports no
 * paint entries it waits for the next frame as before; and a page that is never painted (opened
 * in a background tab, say) still hydrates a second after its load event.
 *
 * Measured with Lighthouse mobile on four content pages (median of 3 runs each, same build with
 * and without this step): see the commit that added it. Early input survives the wait
 * (e2e/early-input.spec.ts).
 *
 * The page's CSP hashes are computed after this step (build-end.ts), from the rewritten script.
 */
const BOOT = /<script type="module" async="">([\s\S]*?)<\/script>/;

export function hydrateAfterPaint(html: string): string {
  return html.replace(BOOT, (script, body: string) => {
    const imports = [...body.matchAll(/import (?:\* as (\w+) from )?("[^"]+");/g)];
    const routes = /window\.__reactRouterRouteModules = (\{[^}]*\});/.exec(body)?.[1];
    const entry = /import\(("[^"]+")\);/.exec(body)?.[1];
    // Anything else in the script (a shape this step does not know) is left as React Router wrote it.
    const rest = body
      .replace(/import (?:\* as \w+ from )?"[^"]+";/g, "")
      .replace(/window\.__reactRouterRouteModules = \{[^}]*\};/, "")
      .replace(/import\("[^"]+"\);/, "")
      .trim();
    if (imports.length === 0 || !routes || !entry || rest !== "") return script;
    const names = imports.map(([, name], i) => name ?? `_${i}`).join(",");
    const loads = imports.map(([, , url]) => `import(${url})`).join(",");
    const hydrate =
      `setTimeout(async()=>{const [${names}]=await Promise.all([${loads}]);` +
      `window.__reactRouterRouteModules=${routes};import(${entry})},0)`;
    return (
      `<script type="module">let s;const go=()=>s||(s=${hydrate}),P=PerformanceObserver;` +
      `P.supportedEntryTypes?.includes("paint")?new P((l,o)=>{l.getEntriesByName("first-contentful-paint")[0]&&(o.disconnect(),go())})` +
      `.observe({type:"paint",buffered:!0}):requestAnimationFrame(go);addEventListener("load",()=>setTimeout(go,1e3))</script>`
    );
  });
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith(".html")).map((entry) => path.join(entry.parentPath, entry.name));
}

export async function hydrateAfterPaintInPages(clientDir: string): Promise<void> {
  for (const file of await htmlFiles(clientDir)) {
    const html = await readFile(file, "utf8");
    const rewritten = hydrateAfterPaint(html);
    if (rewritten !== html) await writeFile(file, rewritten);
  }
}
