import { type Renderer, startGlobe } from "./globe-loop";
import type { FromWorker, ToWorker } from "./globe.worker";

export type SceneState = "running" | "paused" | "still";

interface Callbacks {
  ready(renderer: Renderer): void;
  /** No WebGL in workers, or the worker's script failed. */
  fallBack(): void;
  fail(): void;
}

function size(canvas: HTMLCanvasElement) {
  return {
    width: canvas.clientWidth,
    height: canvas.clientHeight,
    pixelRatio: window.devicePixelRatio || 1,
  };
}

/** The page posts only mode and size changes. */
function drawInWorker(canvas: HTMLCanvasElement, { ready, fallBack, fail }: Callbacks): Renderer {
  const offscreen = canvas.transferControlToOffscreen();
  const worker = new Worker(new URL("./globe.worker.ts", import.meta.url), {
    type: "module",
    name: "threat-globe",
  });
  const post = (message: ToWorker, transfer: Transferable[] = []) =>
    worker.postMessage(message, transfer);
  const renderer: Renderer = {
    setMode: (mode) => post({ type: "mode", mode }),
    resize: (width, height, pixelRatio) => post({ type: "resize", width, height, pixelRatio }),
    dispose: () => worker.terminate(),
  };
  worker.onmessage = ({ data }: MessageEvent<FromWorker>) => {
    if (data.type === "ready") ready(renderer);
    else if (data.reason === "no-webgl") fallBack();
    else fail();
  };
  worker.onerror = (event) => {
    event.preventDefault();
    fallBack();
  };
  post({ type: "start", canvas: offscreen, ...size(canvas) }, [offscreen]);
  return renderer;
}

function drawOnPage(canvas: HTMLCanvasElement, { ready, fail }: Callbacks): Renderer | null {
  const renderer = startGlobe(canvas, size(canvas), fail);
  if (renderer) ready(renderer);
  return renderer;
}

/** Animates only while on screen, visible and motion allowed; events only, nothing per frame. */
function followPage(
  canvas: HTMLCanvasElement,
  renderer: Renderer,
  onState: (state: SceneState) => void,
): () => void {
  const motion = window.matchMedia("(prefers-reduced-motion: reduce)");
  let onScreen = true;
  const update = () => {
    const run = onScreen && !document.hidden && !motion.matches;
    renderer.setMode(run ? "run" : motion.matches ? "still" : "pause");
    onState(run ? "running" : motion.matches ? "still" : "paused");
  };
  const visibility = new IntersectionObserver(([entry]) => {
    onScreen = entry?.isIntersecting ?? true;
    update();
  });
  visibility.observe(canvas);
  const sizer = new ResizeObserver(() => {
    const { width, height, pixelRatio } = size(canvas);
    renderer.resize(width, height, pixelRatio);
  });
  sizer.observe(canvas);
  document.addEventListener("visibilitychange", update);
  motion.addEventListener("change", update);
  update();
  return () => {
    visibility.disconnect();
    sizer.disconnect();
    document.removeEventListener("visibilitychange", update);
    motion.removeEventListener("change", update);
  };
}

/** In a worker where the browser can hand it a canvas; `data-thread` says which path drew it. */
export function mountThreatGlobe(
  box: HTMLElement,
  { onFail, onState }: { onFail: () => void; onState: (state: SceneState) => void },
): void {
  let renderer: Renderer | null = null;
  let stopFollowing = () => {};
  const stop = () => {
    stopFollowing();
    renderer?.dispose();
    renderer = null;
  };

  // A canvas can be handed to a worker only once, so each attempt draws on a fresh one.
  const start = (thread: "worker" | "page") => {
    stop();
    const canvas = document.createElement("canvas");
    canvas.className = "absolute inset-0 size-full";
    canvas.dataset.thread = thread;
    box.replaceChildren(canvas);
    const callbacks: Callbacks = {
      ready(ready) {
        stopFollowing = followPage(canvas, ready, onState);
      },
      fallBack: () => start("page"),
      fail() {
        stop();
        onFail();
      },
    };
    try {
      renderer =
        thread === "worker" ? drawInWorker(canvas, callbacks) : drawOnPage(canvas, callbacks);
    } catch {
      // A policy or a quirk refuses the worker or the transfer outright.
      if (thread === "worker") return start("page");
      renderer = null;
    }
    if (!renderer) onFail();
  };
  const workers =
    typeof Worker !== "undefined" &&
    typeof HTMLCanvasElement.prototype.transferControlToOffscreen === "function";
  start(workers ? "worker" : "page");
}
