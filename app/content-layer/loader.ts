// One loader of our own for every collection: Astro's glob() cannot keep a YAML date as written
// (decision 0012), and cross-collection checks need the whole folder read once (app/content-layer/read.ts).
import type { Loader } from "astro/loaders";
import { contentDir } from "./addresses";
import { type Content, readContent } from "./read";

interface Shared {
  dir?: string;
  reading?: Promise<Content>;
  refills: Map<string, () => Promise<void>>;
  watching?: boolean;
  /** The dev server (astro.config.ts hands it over), to show a content error in the browser. */
  devServer?: {
    ws: { send(payload: { type: "error"; err: { message: string; stack: string } }): void };
  };
}
// Shared by every collection's loader (and by build-end, which runs outside Vite's module graph).
const shared: Shared = ((globalThis as { __halcyrionContent?: Shared }).__halcyrionContent ??= {
  refills: new Map(),
});

/** Hands the dev server over, so that a content error shows in the browser's error overlay. */
export function showContentErrorsIn(devServer: Shared["devServer"]): void {
  shared.devServer = devServer;
}

/** This build's content, read once per content folder (again after a change, in dev). */
export function content(dir = contentDir()): Promise<Content> {
  if (!shared.reading || shared.dir !== dir) {
    shared.dir = dir;
    shared.reading = readContent(dir);
  }
  return shared.reading;
}

const idOf = (entry: object) =>
  String(
    ("path" in entry && entry.path) ||
      ("slug" in entry && entry.slug) ||
      ("id" in entry && entry.id),
  );

export function contentLoader(name: string): Loader {
  return {
    name: `halcyrion-content-${name}`,
    async load({ store, watcher, logger }) {
      const fill = async () => {
        const entries = (await content()).stored[name] ?? [];
        store.clear();
        for (const entry of entries) store.set({ id: idOf(entry), data: entry });
      };
      await fill();
      shared.refills.set(name, fill);
      if (!watcher || shared.watching) return;
      // In dev: any change under the content folder reads it again, and every collection refills.
      shared.watching = true;
      watcher.add(contentDir());
      watcher.on("all", (_event, file) => {
        if (!file.includes(`/${contentDir()}/`) && !file.startsWith(contentDir())) return;
        shared.reading = undefined;
        // Every collection refills from the new reading; a problem is said once, in the terminal and the browser, and the last good content stays.
        content().then(
          () => Promise.all([...shared.refills.values()].map((refill) => refill())),
          (error: Error) => {
            logger.error(error.message);
            shared.devServer?.ws.send({
              type: "error",
              err: { message: error.message, stack: "" },
            });
          },
        );
      });
    },
  };
}
