/**
 * Raw WebGL 1, not three.js: a scene of dots and lines needs a few kilobytes, not a renderer. It
 * reads nothing from the page (the caller passes the size), so it also runs in a worker. */
import { type Vec3, CITIES, PATHS, arcPoints, sphereDots, toVector } from "./globe-geometry";

const VERTEX = `
attribute vec3 a_pos; attribute vec4 a_color; attribute float a_size; attribute float a_t;
uniform float u_time; uniform float u_rot; uniform float u_scale; uniform float u_dpr; uniform mediump float u_mode;
varying vec4 v_color; varying float v_glow;
void main() {
  float c = cos(u_rot), s = sin(u_rot);
  vec3 p = vec3(c * a_pos.x + s * a_pos.z, a_pos.y, -s * a_pos.x + c * a_pos.z);
  p = vec3(p.x, 0.94 * p.y - 0.34 * p.z, 0.34 * p.y + 0.94 * p.z);
  float w = 3.2 - p.z;
  gl_Position = vec4(p.x * u_scale, p.y * u_scale, 0.0, w);
  float facing = mix(0.14, 1.0, smoothstep(-0.3, 0.3, p.z));
  float glow = 1.0;
  if (u_mode > 0.5) {
    float d = fract(u_time * 0.16 + a_size) - a_t;
    if (d < 0.0) d += 1.0;
    glow = 1.0 - smoothstep(0.0, 0.2, d);
  }
  v_glow = glow;
  v_color = vec4(a_color.rgb, a_color.a * facing);
  float size = u_mode > 1.5 ? 1.5 + 4.5 * glow : a_size;
  gl_PointSize = size * u_dpr * 3.2 / w;
}`;

const FRAGMENT = `
precision mediump float;
uniform float u_mode; varying vec4 v_color; varying float v_glow;
void main() {
  float a = v_color.a;
  if (u_mode < 0.5 || u_mode > 1.5) {
    float r = length(gl_PointCoord - 0.5);
    if (r > 0.5) discard;
    a *= smoothstep(0.5, 0.15, r);
  }
  if (u_mode > 0.5 && u_mode < 1.5) a *= 0.28 + 0.72 * v_glow;
  if (u_mode > 1.5) { a *= v_glow * v_glow; if (a < 0.02) discard; }
  gl_FragColor = vec4(v_color.rgb * a, a);
}`;

type Rgba = [number, number, number, number];
const DOT: Rgba = [0.4, 0.82, 0.89, 0.65];
const NODE: Rgba = [0.75, 0.96, 1, 1];
const RED: Rgba = [0.97, 0.44, 0.44, 0.9];
const AMBER: Rgba = [0.98, 0.75, 0.14, 0.9];
const STRIDE = 9; // pos 3, color 4, size 1, t 1

interface Layer {
  buffer: WebGLBuffer;
  count: number;
  mode: number;
  primitive: number;
}

function vertex(out: number[], p: Vec3, color: Rgba, size: number, t: number) {
  out.push(p[0], p[1], p[2], color[0], color[1], color[2], color[3], size, t);
}

function buildData() {
  const points: number[] = [];
  for (const dot of sphereDots(1100)) vertex(points, dot, DOT, 2, -1);
  for (const [lat, lon] of Object.values(CITIES))
    vertex(points, toVector(lat, lon, 1.005), NODE, 6, -1);
  const lines: number[] = [];
  const packets: number[] = [];
  PATHS.forEach(([from, to], index) => {
    const arc = arcPoints(toVector(...CITIES[from]), toVector(...CITIES[to]), 48);
    const color = index % 2 ? AMBER : RED;
    const offset = index / PATHS.length;
    const at = (i: number) => i / (arc.length - 1);
    arc.forEach((p, i) => {
      vertex(packets, p, color, offset, at(i));
      const before = arc[i - 1];
      if (!before) return;
      vertex(lines, before, color, offset, at(i - 1));
      vertex(lines, p, color, offset, at(i));
    });
  });
  return { points, lines, packets };
}

export interface GlobeScene {
  /** t in seconds. */
  draw(time: number): void;
  /** Width and height in CSS pixels. */
  resize(width: number, height: number, pixelRatio: number): void;
  dispose(): void;
}

/** Returns null when WebGL is unavailable, so the caller can show the static illustration. */
export function createGlobe(canvas: HTMLCanvasElement | OffscreenCanvas): GlobeScene | null {
  const gl = canvas.getContext("webgl", {
    alpha: true,
    antialias: true,
    premultipliedAlpha: true,
  }) as WebGLRenderingContext | null;
  if (!gl) return null;
  const program = gl.createProgram();
  for (const [type, source] of [
    [gl.VERTEX_SHADER, VERTEX],
    [gl.FRAGMENT_SHADER, FRAGMENT],
  ] as const) {
    const shader = gl.createShader(type);
    if (!shader) return null;
    gl.shaderSource(shader, source);
    gl.compileShader(shader);
    gl.attachShader(program, shader);
  }
  gl.linkProgram(program);
  if (!gl.getProgramParameter(program, gl.LINK_STATUS)) return null;
  gl.useProgram(program);

  const data = buildData();
  const layers: Layer[] = (
    [
      [data.points, 0, gl.POINTS],
      [data.lines, 1, gl.LINES],
      [data.packets, 2, gl.POINTS],
    ] as const
  ).map(([values, mode, primitive]) => {
    const buffer = gl.createBuffer();
    gl.bindBuffer(gl.ARRAY_BUFFER, buffer);
    gl.bufferData(gl.ARRAY_BUFFER, new Float32Array(values), gl.STATIC_DRAW);
    return { buffer, count: values.length / STRIDE, mode, primitive };
  });
  const attributes = [
    ["a_pos", 3, 0],
    ["a_color", 4, 3],
    ["a_size", 1, 7],
    ["a_t", 1, 8],
  ] as const;
  const uniform = (name: string) => gl.getUniformLocation(program, name);
  const u = {
    time: uniform("u_time"),
    rot: uniform("u_rot"),
    scale: uniform("u_scale"),
    dpr: uniform("u_dpr"),
    mode: uniform("u_mode"),
  };

  gl.disable(gl.DEPTH_TEST);
  gl.enable(gl.BLEND);
  gl.blendFunc(gl.ONE, gl.ONE_MINUS_SRC_ALPHA);
  gl.clearColor(0, 0, 0, 0);
  let dpr = 1;

  return {
    resize(width, height, pixelRatio) {
      dpr = Math.min(pixelRatio || 1, 2);
      canvas.width = Math.max(1, Math.round(width * dpr));
      canvas.height = Math.max(1, Math.round(height * dpr));
      gl.viewport(0, 0, canvas.width, canvas.height);
    },
    draw(time) {
      gl.clear(gl.COLOR_BUFFER_BIT);
      gl.uniform1f(u.time, time);
      gl.uniform1f(u.rot, -0.9 + time * 0.06);
      gl.uniform1f(u.scale, 2.3);
      gl.uniform1f(u.dpr, dpr);
      for (const layer of layers) {
        gl.bindBuffer(gl.ARRAY_BUFFER, layer.buffer);
        for (const [name, size, offset] of attributes) {
          const location = gl.getAttribLocation(program, name);
          gl.enableVertexAttribArray(location);
          gl.vertexAttribPointer(location, size, gl.FLOAT, false, STRIDE * 4, offset * 4);
        }
        gl.uniform1f(u.mode, layer.mode);
        gl.drawArrays(layer.primitive, 0, layer.count);
      }
    },
    dispose() {
      for (const layer of layers) gl.deleteBuffer(layer.buffer);
      gl.deleteProgram(program);
      gl.getExtension("WEBGL_lose_context")?.loseContext();
    },
  };
}
