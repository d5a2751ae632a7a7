import type { Plugin } from "vite";
import { createContentBuild } from "./build.mjs";

/**
 * The content build inside Vite: before a build (a content error fails it, naming the file and
 * field), and for the dev server, which rebuilds on every change under content/ and shows a
 * content error in the browser's error overlay until it is fixed.
 */
export function contentPlugin(): Plugin {
  let built: Promise<void> | undefined;
  return {
    name: "halcyrion-content",
    async buildStart() {
      if (this.environment?.mode === "dev") return;
      built ??= createContentBuild().then((content) => content.build());
      await built;
    },
    async configureServer(server) {
      const content = await createContentBuild();
      const report = (error: Error | undefined) => {
        if (!error) return;
        server.config.logger.error(error.message);
        server.ws.send({ type: "error", err: { message: error.message, stack: "" } });
      };
      await content.build().catch(report);
      const watcher = await content.watch(report);
      server.httpServer?.once("close", () => void watcher.unsubscribe());
    },
  };
}
