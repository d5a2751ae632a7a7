import type { SceneState, mountThreatGlobe } from "./threat-globe";

/*
 * The home hero's threat map comes to life (hero-scene.tsx is its HTML): after the largest paint,
 * when the browser is idle, the scene's module loads and draws into the box; `data-scene` on the
 * box says how it goes. Plain script, written into the home page (app/layouts/hero-scene.astro):
 * no framework, and no file to fetch before the paint. The module is built apart and imported by
 * its URL, `__SCENE_MODULE__` (scripts/scene-build.ts says why). Without WebGL, or if the module
 * cannot be fetched, the still illustration shows.
 */

/** The scene module's URL (astro.config.ts defines it: the built file, or the source in `astro dev`). */
declare const __SCENE_MODULE__: string;

/**
 * Calls back once the page has loaded and its largest content has painted, and then the browser
 * is idle: the scene (its chunk, its worker, its first frames) never competes with the content or
 * with hydration for the network, the main thread or (drawing) the GPU. Where the browser reports
 * no largest paint (Safari), after the load event; a page opened in a background tab paints
 * nothing, so the paint is waited for 5 s at the most.
 */
export function afterLargestPaint(callback: () => void): () => void {
  const cleanups: (() => void)[] = [];
  let cancelled = false;
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === "complete") return resolve();
    const onLoad = () => resolve();
    window.addEventListener("load", onLoad, { once: true });
    cleanups.push(() => window.removeEventListener("load", onLoad));
  });
  const painted = new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint")) return resolve();
    const observer = new PerformanceObserver(() => resolve());
    observer.observe({ type: "largest-contentful-paint", buffered: true });
    const timer = setTimeout(resolve, 5000);
    cleanups.push(() => {
      observer.disconnect();
      clearTimeout(timer);
    });
  });
  void Promise.all([loaded, painted]).then(() => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(callback, { timeout: 1500 });
      cleanups.push(() => window.cancelIdleCallback(id));
    } else {
      const id = setTimeout(callback, 300);
      cleanups.push(() => clearTimeout(id));
    }
  });
  return () => {
    cancelled = true;
    for (const cleanup of cleanups) cleanup();
  };
}


/** Boots every scene box on the page (the home page has one). */
export function bootHeroScenes(root: ParentNode = document): void {
  for (const scene of root.querySelectorAll<HTMLElement>("[data-scene]")) {
    const box = scene.querySelector<HTMLElement>("[data-scene-canvas]");
    if (!box) continue;
    const show = (state: "loading" | "static" | SceneState) => (scene.dataset.scene = state);
    afterLargestPaint(() => {
      if (typeof WebGLRenderingContext === "undefined") return show("static");
      show("loading");
      (import(/* @vite-ignore */ __SCENE_MODULE__) as Promise<{ mountThreatGlobe: typeof mountThreatGlobe }>).then(
        ({ mountThreatGlobe }) => mountThreatGlobe(box, { onFail: () => show("static"), onState: show }),
        () => show("static"),
      );
    });
  }
}
