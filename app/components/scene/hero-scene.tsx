import { Suspense, lazy, useCallback, useEffect, useState } from "react";
import { SceneLoader, SceneStill } from "./scene-stand-ins";
import type { SceneState } from "./threat-globe";

/** Stands in for the scene when its chunk cannot be fetched (offline, blocked): no error thrown. */
function ChunkFailed({ onFail }: { onFail: () => void }) {
  useEffect(onFail, [onFail]);
  return <SceneStill />;
}

/** The scene's own chunk, never preloaded: requested only here, after the first paint. */
const ThreatGlobe = lazy(() => import("./threat-globe").catch(() => ({ default: ChunkFailed })));

type Phase = "waiting" | "loading" | "static" | SceneState;

function afterFirstPaint(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(callback, { timeout: 1500 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 300);
  return () => clearTimeout(id);
}

/**
 * The home hero's threat map. Prerendered as a fixed-size box with the loader (the static
 * illustration for visitors without JavaScript); after the first paint, when the browser is
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
    return afterFirstPaint(() => setPhase((current) => (current !== "waiting" ? current : webgl ? "loading" : "static")));
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
