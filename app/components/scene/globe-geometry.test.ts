import { describe, expect, it } from "vitest";
import { CITIES, PATHS, arcPoints, sphereDots, toVector } from "./globe-geometry";

const length = (v: number[]) => Math.hypot(...v);

describe("threat map geometry", () => {
  it("spreads dots on the unit sphere, both hemispheres", () => {
    const dots = sphereDots(500);
    expect(dots).toHaveLength(500);
    for (const dot of dots) expect(length(dot)).toBeCloseTo(1, 6);
    expect(dots.filter((dot) => dot[1] > 0).length).toBe(250);
  });

  it("draws each attack path from its origin city to its target, lifted above the surface", () => {
    for (const [from, to] of PATHS) {
      const a = toVector(...CITIES[from]);
      const b = toVector(...CITIES[to]);
      const arc = arcPoints(a, b, 48);
      expect(arc).toHaveLength(49);
      arc[0]?.forEach((value, axis) => expect(value).toBeCloseTo(a[axis] ?? NaN, 6));
      arc[48]?.forEach((value, axis) => expect(value).toBeCloseTo(b[axis] ?? NaN, 6));
      expect(length(arc[24] ?? [])).toBeGreaterThan(1.05);
      expect(Math.max(...arc.map(length))).toBeLessThan(1.3);
    }
  });
});
