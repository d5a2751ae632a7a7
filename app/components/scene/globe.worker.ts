/**
 * Every frame is drawn and paced here, so while the globe turns the page's main thread (what a
 * visitor's taps wait for) does nothing for it. threat-globe.ts falls back to the page. */
import { type FrameClock, type GlobeLoop, type GlobeMode, globeLoop } from "./globe-loop";
import { type GlobeScene, createGlobe } from "./globe-renderer";

export type ToWorker =
  | { type: "start"; canvas: OffscreenCanvas; width: number; height: number; pixelRatio: number }
  | { type: "mode"; mode: GlobeMode }
  | { type: "resize"; width: number; height: number; pixelRatio: number };

/** "no-webgl": this browser has no WebGL in workers (the page may still have it). */
export type FromWorker =
  { type: "ready" } | { type: "failed"; reason: "no-webgl" | "context-lost" };

interface WorkerScope {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage(message: FromWorker): void;
  requestAnimationFrame?: (callback: (now: number) => void) => number;
  cancelAnimationFrame?: (id: number) => void;
}

const scope = self as unknown as WorkerScope;

/** A worker's requestAnimationFrame follows the display; without one, a 60 Hz timer. */
const frame = scope.requestAnimationFrame?.bind(scope);
const clock: FrameClock = frame
  ? { request: frame, cancel: (id) => scope.cancelAnimationFrame?.(id) }
  : {
      request: (callback) => Number(setTimeout(() => callback(performance.now()), 1000 / 60)),
      cancel: (id) => clearTimeout(id),
    };

let scene: GlobeScene | null = null;
let loop: GlobeLoop | null = null;

scope.onmessage = ({ data }) => {
  if (data.type === "start") {
    const { canvas } = data;
    scene = createGlobe(canvas);
    if (!scene) {
      scope.postMessage({ type: "failed", reason: "no-webgl" });
      return;
    }
    canvas.addEventListener("webglcontextlost", (event) => {
      event.preventDefault();
      loop?.stop();
      scope.postMessage({ type: "failed", reason: "context-lost" });
    });
    scene.resize(data.width, data.height, data.pixelRatio);
    loop = globeLoop(scene, clock);
    scope.postMessage({ type: "ready" });
  } else if (data.type === "mode") {
    loop?.setMode(data.mode);
  } else {
    scene?.resize(data.width, data.height, data.pixelRatio);
    loop?.redraw();
  }
};
