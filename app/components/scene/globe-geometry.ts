/** Geometry for the threat map, on a unit sphere. */
export type Vec3 = [number, number, number];

export const CITIES = {
  newYork: [40.7, -74],
  sanFrancisco: [37.8, -122.4],
  saoPaulo: [-23.5, -46.6],
  london: [51.5, -0.1],
  frankfurt: [50.1, 8.7],
  lagos: [6.5, 3.4],
  johannesburg: [-26.2, 28],
  dubai: [25.2, 55.3],
  mumbai: [19.1, 72.9],
  bengaluru: [13, 77.6],
  singapore: [1.35, 103.8],
  seoul: [37.6, 127],
  tokyo: [35.7, 139.7],
  sydney: [-33.9, 151.2],
} satisfies Record<string, [lat: number, lon: number]>;

export type City = keyof typeof CITIES;

/** Origin → target. */
export const PATHS: [City, City][] = [
  ["frankfurt", "newYork"],
  ["seoul", "sanFrancisco"],
  ["lagos", "london"],
  ["dubai", "mumbai"],
  ["singapore", "sydney"],
  ["saoPaulo", "newYork"],
  ["tokyo", "bengaluru"],
  ["johannesburg", "frankfurt"],
  ["london", "bengaluru"],
  ["sanFrancisco", "london"],
  ["mumbai", "singapore"],
  ["newYork", "johannesburg"],
];

export function toVector(lat: number, lon: number, radius = 1): Vec3 {
  const phi = (lat * Math.PI) / 180;
  const lambda = (lon * Math.PI) / 180;
  return [
    radius * Math.cos(phi) * Math.sin(lambda),
    radius * Math.sin(phi),
    radius * Math.cos(phi) * Math.cos(lambda),
  ];
}

/** Evenly spread points on the unit sphere (Fibonacci lattice). */
export function sphereDots(count: number): Vec3[] {
  const dots: Vec3[] = [];
  const golden = Math.PI * (3 - Math.sqrt(5));
  for (let i = 0; i < count; i++) {
    const y = 1 - (2 * (i + 0.5)) / count;
    const r = Math.sqrt(1 - y * y);
    dots.push([Math.cos(golden * i) * r, y, Math.sin(golden * i) * r]);
  }
  return dots;
}

/** Points along the great circle from a to b, lifted into an arc; t runs 0..1. */
export function arcPoints(a: Vec3, b: Vec3, segments: number): Vec3[] {
  const dot = Math.min(1, Math.max(-1, a[0] * b[0] + a[1] * b[1] + a[2] * b[2]));
  const angle = Math.acos(dot);
  const lift = 0.06 + (0.22 * angle) / Math.PI;
  const points: Vec3[] = [];
  for (let i = 0; i <= segments; i++) {
    const t = i / segments;
    const wa = Math.sin((1 - t) * angle) / Math.sin(angle);
    const wb = Math.sin(t * angle) / Math.sin(angle);
    const r = 1 + lift * Math.sin(Math.PI * t);
    points.push([
      (wa * a[0] + wb * b[0]) * r,
      (wa * a[1] + wb * b[1]) * r,
      (wa * a[2] + wb * b[2]) * r,
    ]);
  }
  return points;
}
