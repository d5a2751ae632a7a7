import type { SceneState, mountThreatGlobe } from "./threat-globe";

/*
 * Plain script written into the home page: after the largest paint, the scene's module (built apart:
 * scripts/scene-build.ts says why) loads and draws; without WebGL the still illustration stays. */

/** Defined by astro.config.ts: the built file, or the source in `astro dev`. */
declare const __SCENE_MODULE__: string;

/**
 * After load, the largest paint and then idle, so the scene never competes with content or hydration.
 * Safari reports no largest paint; a background tab paints nothing, so it is waited for 5 s at most,
 * then the next frame, which a hidden tab draws once it is shown. */
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
  // A frame first: at load, the last of the page's content may be parsed but not yet painted.
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
