import type { SceneState, mountThreatGlobe } from "./threat-globe";

/*
 * Plain script written into the home page: after the largest paint, the scene's module (built apart:
 * scripts/scene-build.ts says why) loads and draws; without WebGL the still illustration stays. */

/** Defined by astro.config.ts: the built file, or the source in `astro dev`. */
declare const __SCENE_MODULE__: string;

/**
 * After load, the largest paint and then idle, so the scene never competes with content or hydration.
 * Safari reports no largest paint; a background tab paints nothing, so it is waited for 5 s at most. */
function afterLargestPaint(callback: () => void): () => void {
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
