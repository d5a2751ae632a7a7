import type { GlobeScene } from "./globe-renderer";

/** A moment in the animation that shows several attack paths mid-flight: the reduced-motion frame. */
export const STILL_TIME = 2.4;

/** Animate, hold the current frame, or show the still frame. */
export type GlobeMode = "run" | "pause" | "still";

export interface FrameClock {
  request(callback: (now: number) => void): number;
  cancel(id: number): void;
}

/**
 * The same on the page and in the worker. The clock never jumps more than 0.1 s, so a scene resumed
 * after a pause continues where it stopped. */
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
    /** Redraw after a resize (a resize clears the canvas) unless a frame is about to be drawn anyway. */
    redraw() {
      if (!frame) drawStill();
    },
    stop,
  };
}
