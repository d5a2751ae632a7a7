import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";
import { ICON_SPRITE_URL, iconGlyphs } from "../app/components/ui/icon-glyphs.ts";

type IconNode = [string, Record<string, string>][];

const require = createRequire(import.meta.url);
const iconsDir = path.join(path.dirname(require.resolve("lucide-react/package.json")), "dist", "esm", "icons");

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

/**
 * A lucide icon's drawing: the `node` list its module exports as `__iconData`. Renamed icons
 * are modules that re-export their new name; follow them.
 */
async function readIconNode(lucideName: string, hops = 0): Promise<IconNode> {
  const file = path.join(iconsDir, `${lucideName}.mjs`);
  // Node's own require (ES modules included, Node 22+), not an import: Astro loads this file
  // through Vite's module runner, which is closed by the time the bundle is written.
  const module = require(file) as { __iconData?: { node: IconNode } };
  if (module.__iconData) return module.__iconData.node;
  const alias = (await readFile(file, "utf8")).match(/from '\.\/([\w-]+)\.mjs'/)?.[1];
  if (!alias || hops > 2) throw new Error(`Cannot read the drawing of lucide icon "${lucideName}"`);
  return readIconNode(alias, hops + 1);
}

/** One <symbol> per glyph, ids being our glyph names. */
export async function buildIconSprite(glyphs: Record<string, string> = iconGlyphs): Promise<string> {
  const symbols = await Promise.all(
    Object.entries(glyphs).map(async ([id, lucideName]) => {
      const shapes = (await readIconNode(lucideName))
        .map(([tag, attributes]) => {
          const attrs = Object.entries(attributes)
            .filter(([name]) => name !== "key")
            .map(([name, value]) => `${name}="${escapeAttribute(String(value))}"`)
            .join(" ");
          return `<${tag} ${attrs}/>`;
        })
        .join("");
      return `<symbol id="${id}" viewBox="0 0 24 24">${shapes}</symbol>`;
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}

/** Serves the sprite in development and emits it into the client build. */
export function iconSpritePlugin(): Plugin {
  const fileName = ICON_SPRITE_URL.slice(1);
  return {
    name: "icon-sprite",
    configureServer(server) {
      server.middlewares.use(ICON_SPRITE_URL, (_request, response) => {
        void buildIconSprite().then((sprite) => {
          response.setHeader("Content-Type", "image/svg+xml");
          response.end(sprite);
        });
      });
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      this.emitFile({ type: "asset", fileName, source: await buildIconSprite() });
    },
  };
}
