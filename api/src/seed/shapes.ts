// Signed distance functions for the demo product pictures: coordinates in [-1, 1], y pointing down,
// negative inside. Distances make anti-aliased edges and soft shadows cheap to draw.

export type Sdf = (x: number, y: number) => number;
export type Tone = 'accent' | 'second' | 'light' | 'dark';
export interface Layer {
  sdf: Sdf;
  tone: Tone;
}
/** A picture: the silhouette layers (they also cast the shadow) and the details painted on top. */
export interface Shape {
  body: Layer[];
  details: Layer[];
}
export type ShapeName = 'screen' | 'books' | 'mug' | 'shirt' | 'bottle' | 'ball' | 'star' | 'leaf';

const circle = (cx: number, cy: number, r: number): Sdf => (x, y) => Math.hypot(x - cx, y - cy) - r;

/** Rounded rectangle centred on (cx, cy) with half sizes hw, hh and corner radius r. */
function box(cx: number, cy: number, hw: number, hh: number, r = 0): Sdf {
  return (x, y) => {
    const qx = Math.abs(x - cx) - hw + r;
    const qy = Math.abs(y - cy) - hh + r;
    return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
  };
}

function rotated(sdf: Sdf, cx: number, cy: number, degrees: number): Sdf {
  const c = Math.cos((degrees * Math.PI) / 180);
  const s = Math.sin((degrees * Math.PI) / 180);
  return (x, y) => {
    const dx = x - cx;
    const dy = y - cy;
    return sdf(cx + dx * c + dy * s, cy - dx * s + dy * c);
  };
}

const ring = (sdf: Sdf, width: number): Sdf => (x, y) => Math.abs(sdf(x, y)) - width;
const intersect = (a: Sdf, b: Sdf): Sdf => (x, y) => Math.max(a(x, y), b(x, y));
const subtract = (a: Sdf, b: Sdf): Sdf => (x, y) => Math.max(a(x, y), -b(x, y));

/** Five-pointed star of outer radius r (Inigo Quilez's exact star distance). */
function star(r: number, inner: number): Sdf {
  const k1x = 0.809016994375;
  const k1y = -0.587785252292;
  const bax = inner * -k1y;
  const bay = inner * k1x - 1;
  return (x0, y0) => {
    let x = Math.abs(x0);
    let y = -y0;
    let dot = Math.max(k1x * x + k1y * y, 0);
    x -= 2 * dot * k1x;
    y -= 2 * dot * k1y;
    dot = Math.max(-k1x * x + k1y * y, 0);
    x -= 2 * dot * -k1x;
    y -= 2 * dot * k1y;
    x = Math.abs(x);
    y -= r;
    const h = Math.min(Math.max((x * bax + y * bay) / (bax * bax + bay * bay), 0), r);
    return Math.hypot(x - bax * h, y - bay * h) * Math.sign(y * bax - x * bay);
  };
}

/** Pointed oval (two circle arcs of radius r whose centres are d apart from the axis). */
function vesica(r: number, d: number): Sdf {
  const b = Math.sqrt(r * r - d * d);
  return (x0, y0) => {
    const x = Math.abs(x0);
    const y = Math.abs(y0);
    return (y - b) * d > x * b ? Math.hypot(x, y - b) : Math.hypot(x + d, y) - r;
  };
}

const SHAPES: Record<ShapeName, () => Shape> = {
  screen: () => ({
    body: [
      { sdf: box(0, -0.08, 0.6, 0.4, 0.07), tone: 'dark' },
      { sdf: box(0, 0.42, 0.06, 0.1), tone: 'dark' },
      { sdf: box(0, 0.52, 0.26, 0.035, 0.03), tone: 'dark' },
    ],
    details: [
      { sdf: box(0, -0.08, 0.53, 0.33, 0.03), tone: 'accent' },
      { sdf: circle(-0.22, -0.16, 0.12), tone: 'light' },
      { sdf: box(0.15, -0.2, 0.22, 0.035, 0.03), tone: 'light' },
      { sdf: box(0.1, -0.06, 0.17, 0.035, 0.03), tone: 'light' },
    ],
  }),
  books: () => ({
    body: [
      { sdf: box(0.02, 0.36, 0.56, 0.12, 0.03), tone: 'accent' },
      { sdf: box(-0.04, 0.1, 0.5, 0.12, 0.03), tone: 'second' },
      { sdf: rotated(box(0.04, -0.17, 0.46, 0.12, 0.03), 0.04, -0.17, -5), tone: 'dark' },
    ],
    details: [
      { sdf: box(0.3, 0.36, 0.2, 0.025), tone: 'light' },
      { sdf: box(-0.3, 0.1, 0.16, 0.025), tone: 'light' },
      { sdf: rotated(box(0.04, -0.17, 0.46, 0.03), 0.04, -0.17, -5), tone: 'light' },
    ],
  }),
  mug: () => ({
    body: [
      { sdf: box(-0.1, 0.12, 0.36, 0.42, 0.1), tone: 'accent' },
      { sdf: ring(circle(0.3, 0.1, 0.19), 0.06), tone: 'accent' },
    ],
    details: [
      { sdf: box(-0.1, 0.05, 0.36, 0.05), tone: 'light' },
      { sdf: ring(circle(-0.16, -0.5, 0.12), 0.025), tone: 'light' },
      { sdf: subtract(ring(circle(0.02, -0.62, 0.12), 0.025), box(0.02, -0.5, 0.2, 0.06)), tone: 'light' },
    ],
  }),
  shirt: () => {
    const torso = box(0, 0.12, 0.34, 0.46, 0.05);
    const sleeves = (x: number, y: number) =>
      Math.min(rotated(box(-0.42, -0.2, 0.18, 0.13, 0.04), -0.42, -0.2, 35)(x, y), rotated(box(0.42, -0.2, 0.18, 0.13, 0.04), 0.42, -0.2, -35)(x, y));
    const neck = circle(0, -0.38, 0.15);
    return {
      body: [{ sdf: subtract((x, y) => Math.min(torso(x, y), sleeves(x, y)), neck), tone: 'accent' }],
      details: [
        { sdf: intersect(ring(circle(0, -0.38, 0.17), 0.025), box(0, -0.2, 0.3, 0.2)), tone: 'light' },
        { sdf: box(0.16, -0.02, 0.08, 0.07, 0.02), tone: 'dark' },
      ],
    };
  },
  bottle: () => ({
    body: [
      { sdf: box(0, 0.2, 0.3, 0.42, 0.12), tone: 'accent' },
      { sdf: box(0, -0.3, 0.1, 0.12), tone: 'accent' },
      { sdf: box(0, -0.47, 0.16, 0.1, 0.03), tone: 'dark' },
    ],
    details: [
      { sdf: box(0, 0.24, 0.22, 0.16, 0.03), tone: 'light' },
      { sdf: box(0, 0.24, 0.12, 0.025), tone: 'second' },
      { sdf: box(-0.2, 0.02, 0.03, 0.16, 0.03), tone: 'light' },
    ],
  }),
  ball: () => {
    const ball = circle(0, 0, 0.5);
    return {
      body: [{ sdf: ball, tone: 'accent' }],
      details: [
        { sdf: intersect(ring(circle(-0.95, 0, 0.75), 0.025), ball), tone: 'light' },
        { sdf: intersect(ring(circle(0.95, 0, 0.75), 0.025), ball), tone: 'light' },
        { sdf: intersect(box(0, 0, 0.025, 0.5), ball), tone: 'light' },
        { sdf: circle(-0.2, -0.22, 0.08), tone: 'light' },
      ],
    };
  },
  star: () => ({
    body: [{ sdf: (x, y) => star(0.6, 0.45)(x, y + 0.04) - 0.03, tone: 'accent' }],
    details: [
      { sdf: circle(-0.12, -0.04, 0.05), tone: 'dark' },
      { sdf: circle(0.12, -0.04, 0.05), tone: 'dark' },
      { sdf: intersect(ring(circle(0, 0.04, 0.13), 0.022), box(0, 0.14, 0.2, 0.08)), tone: 'dark' },
    ],
  }),
  leaf: () => {
    const leaf = rotated(vesica(0.62, 0.32), 0, 0, 35);
    return {
      body: [
        { sdf: leaf, tone: 'accent' },
        { sdf: rotated(box(0, 0.62, 0.025, 0.14, 0.02), 0, 0, 35), tone: 'dark' },
      ],
      details: [
        { sdf: intersect(rotated(box(0, 0, 0.018, 0.5), 0, 0, 35), leaf), tone: 'light' },
        { sdf: intersect(rotated(box(0.12, -0.08, 0.012, 0.2), 0.12, -0.08, -20), leaf), tone: 'light' },
        { sdf: intersect(rotated(box(-0.08, 0.14, 0.012, 0.2), -0.08, 0.14, -20), leaf), tone: 'light' },
      ],
    };
  },
};

export function shapeFor(name: ShapeName): Shape {
  return SHAPES[name]();
}
