import { useEffect, useRef } from "react";
import { createGlobe } from "./globe-renderer";

export type SceneState = "running" | "paused" | "still";

/** A moment in the animation that shows several attack paths mid-flight: the reduced-motion frame. */
const STILL_TIME = 2.4;

/**
 * The lazily loaded WebGL canvas (its own chunk, requested only by the home page after first
 * paint). Animates only while on screen, the tab is visible and motion is allowed; otherwise it
 * stops its frame loop. Calls onFail when WebGL is missing or the context is lost.
 */
export default function ThreatGlobe({ onFail, onState }: { onFail: () => void; onState: (state: SceneState) => void }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const scene = createGlobe(canvas);
    if (!scene) {
      onFail();
      return;
    }
    const motion = window.matchMedia("(prefers-reduced-motion: reduce)");
    let onScreen = true;
    let frame = 0;
    let elapsed = STILL_TIME;
    let last = 0;

    const tick = (now: number) => {
      elapsed += last ? Math.min(now - last, 100) / 1000 : 0;
      last = now;
      scene.draw(elapsed);
      frame = requestAnimationFrame(tick);
    };
    const update = () => {
      const shouldRun = onScreen && !document.hidden && !motion.matches;
      if (shouldRun && !frame) {
        last = 0;
        frame = requestAnimationFrame(tick);
      } else if (!shouldRun && frame) {
        cancelAnimationFrame(frame);
        frame = 0;
      }
      if (!shouldRun) scene.draw(motion.matches ? STILL_TIME : elapsed);
      onState(shouldRun ? "running" : motion.matches ? "still" : "paused");
    };
    const resize = () => {
      scene.resize();
      if (!frame) scene.draw(motion.matches ? STILL_TIME : elapsed);
    };
    const lost = (event: Event) => {
      event.preventDefault();
      onFail();
    };

    scene.resize();
    const visibility = new IntersectionObserver(([entry]) => {
      onScreen = entry?.isIntersecting ?? true;
      update();
    });
    visibility.observe(canvas);
    const sizer = new ResizeObserver(resize);
    sizer.observe(canvas);
    document.addEventListener("visibilitychange", update);
    motion.addEventListener("change", update);
    canvas.addEventListener("webglcontextlost", lost);
    update();

    return () => {
      cancelAnimationFrame(frame);
      visibility.disconnect();
      sizer.disconnect();
      document.removeEventListener("visibilitychange", update);
      motion.removeEventListener("change", update);
      canvas.removeEventListener("webglcontextlost", lost);
      scene.dispose();
    };
  }, [onFail, onState]);

  return <canvas ref={canvasRef} className="absolute inset-0 size-full" />;
}
