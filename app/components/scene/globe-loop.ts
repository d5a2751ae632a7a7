import { type GlobeScene, createGlobe } from "./globe-renderer";

/** The reduced-motion frame: several attack paths mid-flight. */
export const STILL_TIME = 2.4;

export type GlobeMode = "run" | "pause" | "still";

export interface FrameClock {
  request(callback: (now: number) => void): number;
  cancel(id: number): void;
}

/** The clock never jumps more than 0.1 s, so a resumed scene continues where it stopped. */
export function globeLoop(scene: GlobeScene, clock: FrameClock) {
  let mode: GlobeMode = "pause";
  let frame = 0;
  let elapsed = STILL_TIME;
  let last = 0;

  const tick = (now: number) => {
    elapsed += last ? Math.min(now - last, 100) / 1000 : 0;
    last = now;
    scene.draw(elapsed);
    frame = clock.request(tick);
  };
  const drawStill = () => scene.draw(mode === "still" ? STILL_TIME : elapsed);
  const stop = () => {
    if (frame) clock.cancel(frame);
    frame = 0;
  };

  return {
    setMode(next: GlobeMode) {
      mode = next;
      if (mode === "run" && !frame) {
        last = 0;
        frame = clock.request(tick);
      } else if (mode !== "run") {
        stop();
        drawStill();
      }
    },
    /** A resize clears the canvas. */
    redraw() {
      if (!frame) drawStill();
    },
    stop,
  };
}

export interface Renderer {
  setMode(mode: GlobeMode): void;
  resize(width: number, height: number, pixelRatio: number): void;
  dispose(): void;
}

/** Without requestAnimationFrame (some workers), a 60 Hz timer. */
const clock: FrameClock =
  typeof requestAnimationFrame === "function"
    ? {
        request: (callback) => requestAnimationFrame(callback),
        cancel: (id) => cancelAnimationFrame(id),
      }
    : {
        request: (callback) => Number(setTimeout(() => callback(performance.now()), 1000 / 60)),
        cancel: (id) => clearTimeout(id),
      };

/** Null without WebGL. */
export function startGlobe(
  canvas: HTMLCanvasElement | OffscreenCanvas,
  { width, height, pixelRatio }: { width: number; height: number; pixelRatio: number },
  onLost: () => void,
): Renderer | null {
  const scene = createGlobe(canvas);
  if (!scene) return null;
  const loop = globeLoop(scene, clock);
  const lost = (event: Event) => {
    event.preventDefault();
    loop.stop();
    onLost();
  };
  canvas.addEventListener("webglcontextlost", lost);
  scene.resize(width, height, pixelRatio);
  return {
    setMode: loop.setMode,
    resize(w, h, ratio) {
      scene.resize(w, h, ratio);
      loop.redraw();
    },
    dispose() {
      loop.stop();
      canvas.removeEventListener("webglcontextlost", lost);
      scene.dispose();
    },
  };
}
