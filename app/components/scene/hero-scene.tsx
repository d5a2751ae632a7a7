import { Suspense, lazy, useCallback, useEffect, useState } from "react";
import { SceneLoader, SceneStill } from "./scene-stand-ins";
import type { SceneState } from "./threat-globe";

/** Stands in for the scene when its chunk cannot be fetched (offline, blocked): no error thrown. */
function ChunkFailed({ onFail }: { onFail: () => void }) {
  useEffect(onFail, [onFail]);
  return <SceneStill />;
}

/** The scene's own chunk, never preloaded: requested only here, after the largest paint. */
const ThreatGlobe = lazy(() => import("./threat-globe").catch(() => ({ default: ChunkFailed })));

type Phase = "waiting" | "loading" | "static" | SceneState;

/**
 * Calls back once the page has loaded and its largest content has painted, and then the browser
 * is idle: the scene (its chunk, its worker, its first frames) never competes with the content or
 * with hydration for the network, the main thread or (drawing) the GPU. Where the browser reports
 * no largest paint (Safari), after the load event; a page opened in a background tab paints
 * nothing, so the paint is waited for 5 s at the most.
 */
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

/**
 * The home hero's threat map. Prerendered as a fixed-size box with the loader (the static
 * illustration for visitors without JavaScript); after the largest paint, when the browser is
 * idle, it fetches the WebGL chunk, which draws in a worker where it can (threat-globe.tsx). The
 * box never changes size, so the swap moves nothing (CLS 0).
 * Decorative: hidden from assistive technology, its meaning given by the caption.
 */
export function HeroScene() {
  const [phase, setPhase] = useState<Phase>("waiting");
  const fail = useCallback(() => setPhase("static"), []);
  const report = useCallback((state: SceneState) => setPhase(state), []);

  useEffect(() => {
    const webgl = typeof WebGLRenderingContext !== "undefined";
    return afterLargestPaint(() => setPhase((current) => (current !== "waiting" ? current : webgl ? "loading" : "static")));
  }, []);

  return (
    <figure className="relative mx-auto w-full max-w-md lg:max-w-lg">
      <div data-scene={phase} aria-hidden="true" className="relative aspect-square w-full">
        <div className="absolute inset-[14%] rounded-full bg-[radial-gradient(circle_at_40%_35%,rgb(19_79_96/0.55),rgb(7_17_31/0.9)_70%)] shadow-[0_0_80px_rgb(44_182_207/0.18)]" />
        {phase === "static" ? (
          <SceneStill />
        ) : phase === "waiting" ? (
          <>
            <SceneLoader />
            <noscript>
              <SceneStill />
            </noscript>
          </>
        ) : (
          <>
            <Suspense>
              <ThreatGlobe onFail={fail} onState={report} />
            </Suspense>
            {/* Until the scene reports its first frame (its chunk, then its worker, load). */}
            {phase === "loading" && <SceneLoader />}
          </>
        )}
      </div>
      <figcaption className="mt-3 text-center text-sm text-slate-300">
        Illustration: attack paths between monitored networks across the globe
      </figcaption>
    </figure>
  );
}
