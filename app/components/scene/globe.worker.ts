/**
 * Every frame is drawn and paced here, so while the globe turns the page's main thread (what a
 * visitor's taps wait for) does nothing for it. threat-globe.ts falls back to the page. */
import { type GlobeMode, type Renderer, startGlobe } from "./globe-loop";

export type ToWorker =
  | { type: "start"; canvas: OffscreenCanvas; width: number; height: number; pixelRatio: number }
  | { type: "mode"; mode: GlobeMode }
  | { type: "resize"; width: number; height: number; pixelRatio: number };

/** "no-webgl": this browser has no WebGL in workers (the page may still have it). */
export type FromWorker =
  { type: "ready" } | { type: "failed"; reason: "no-webgl" | "context-lost" };

// The worker's global scope as this file uses it (the project's types are the page's, not a worker's).
declare const self: {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage(message: FromWorker): void;
};
const scope = self;

let globe: Renderer | null = null;

scope.onmessage = ({ data }) => {
  if (data.type === "start") {
    globe = startGlobe(data.canvas, data, () =>
      scope.postMessage({ type: "failed", reason: "context-lost" }),
    );
    scope.postMessage(globe ? { type: "ready" } : { type: "failed", reason: "no-webgl" });
  } else if (data.type === "mode") {
    globe?.setMode(data.mode);
  } else {
    globe?.resize(data.width, data.height, data.pixelRatio);
  }
};
