import type { SceneState, mountThreatGlobe } from "./threat-globe";

// Written into the home page; the scene's module is built apart (scripts/scene-build.ts says why).

/** Defined by astro.config.ts. */
declare const __SCENE_MODULE__: string;

/** So the scene never competes with content or hydration. Safari reports no largest paint and a
 * background tab paints nothing: 5 s at most. */
function afterLargestPaint(callback: () => void): void {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === "complete") return resolve();
    window.addEventListener("load", () => resolve(), { once: true });
  });
  const painted = new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint"))
      return resolve();
    new PerformanceObserver(() => resolve()).observe({
      type: "largest-contentful-paint",
      buffered: true,
    });
    setTimeout(resolve, 5000);
  });
  // At load, the last content may be parsed but not yet painted.
  void Promise.all([loaded, painted]).then(() =>
    requestAnimationFrame(() => {
      if (typeof window.requestIdleCallback === "function")
        window.requestIdleCallback(callback, { timeout: 1500 });
      else setTimeout(callback, 300);
    }),
  );
}

export function bootHeroScenes(root: ParentNode = document): void {
  for (const scene of root.querySelectorAll<HTMLElement>("[data-scene]")) {
    const box = scene.querySelector<HTMLElement>("[data-scene-canvas]");
    if (!box) continue;
    const show = (state: "loading" | "static" | SceneState) => (scene.dataset.scene = state);
    afterLargestPaint(() => {
      if (typeof WebGLRenderingContext === "undefined") return show("static");
      show("loading");
      (
        import(/* @vite-ignore */ __SCENE_MODULE__) as Promise<{
          mountThreatGlobe: typeof mountThreatGlobe;
        }>
      ).then(
        ({ mountThreatGlobe }) =>
          mountThreatGlobe(box, { onFail: () => show("static"), onState: show }),
        () => show("static"),
      );
    });
  }
}
