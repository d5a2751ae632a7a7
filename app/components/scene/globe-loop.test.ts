import { describe, expect, it } from "vitest";
import { STILL_TIME, globeLoop } from "./globe-loop";

/** A frame clock the test advances by hand, and a scene that records the times it drew. */
function setup() {
  const drawn: number[] = [];
  let pending = new Map<number, (now: number) => void>();
  let next = 1;
  const clock = {
    request(callback: (now: number) => void) {
      pending.set(next, callback);
      return next++;
    },
    cancel(id: number) {
      pending.delete(id);
    },
  };
  const frame = (now: number) => {
    const due = pending;
    pending = new Map();
    for (const callback of due.values()) callback(now);
  };
  const loop = globeLoop(
    { draw: (time) => drawn.push(time), resize: () => {}, dispose: () => {} },
    clock,
  );
  return { loop, drawn, frame, waiting: () => pending.size };
}

describe("the globe's animation loop", () => {
  it("draws a frame per display frame only while running, then holds the frame it stopped on", () => {
    const { loop, drawn, frame, waiting } = setup();
    loop.setMode("run");
    frame(1000);
    frame(1016);
    frame(1032);
    expect(drawn).toHaveLength(3);
    expect(drawn[2]).toBeCloseTo(STILL_TIME + 0.032, 6);
    loop.setMode("pause");
    expect(waiting()).toBe(0);
    expect(drawn.at(-1)).toBeCloseTo(STILL_TIME + 0.032, 6);
    frame(1048);
    expect(drawn).toHaveLength(4);
  });

  it("resumes where it paused: a long pause or a slow frame moves the clock by at most 0.1 s", () => {
    const { loop, drawn, frame } = setup();
    loop.setMode("run");
    frame(0);
    loop.setMode("pause");
    loop.setMode("run");
    frame(60_000);
    frame(65_000);
    expect(drawn.at(-1)).toBeCloseTo(STILL_TIME + 0.1, 6);
  });

  it("shows the still frame under reduced motion, and redraws it after a resize", () => {
    const { loop, drawn, waiting } = setup();
    loop.setMode("still");
    loop.redraw();
    expect(drawn).toEqual([STILL_TIME, STILL_TIME]);
    expect(waiting()).toBe(0);
  });

  it("does not redraw after a resize while frames are coming anyway, and stops for good", () => {
    const { loop, drawn, frame, waiting } = setup();
    loop.setMode("run");
    loop.redraw();
    expect(drawn).toEqual([]);
    loop.stop();
    expect(waiting()).toBe(0);
    frame(16);
    expect(drawn).toEqual([]);
  });
});
