/**
 * One-off generator of the placeholder photos in content/images: illustrated riverside scenes
 * drawn as SVG and rendered with sharp. The resort replaces any of them by dropping a real photo
 * with the same name into content/images; `node scripts/placeholders/photos.ts` redraws them all
 * (`--only=gallery/` redraws a subset).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import sharp from "sharp";

const OUT = "content/images";
const W = 1600;

type Rand = () => number;
function seeded(seed: string): Rand {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Palette {
  sky: [string, string, string];
  sun: string;
  hills: [string, string];
  trees: string;
  water: [string, string];
  ground: string;
  glint: string;
}

const PALETTES: Record<string, Palette> = {
  golden: {
    sky: ["#2f5d86", "#e9a268", "#ffd891"],
    sun: "#fff3c4",
    hills: ["#9c7f8f", "#6c5f78"],
    trees: "#2f3f33",
    water: ["#e0a36c", "#2b4c5e"],
    ground: "#4a6b2f",
    glint: "#ffe7a8",
  },
  dusk: {
    sky: ["#1a2147", "#6b4a7d", "#f2875c"],
    sun: "#ffc48a",
    hills: ["#4d3d62", "#342c4d"],
    trees: "#1a1e2b",
    water: ["#a8607a", "#1b2340"],
    ground: "#24301f",
    glint: "#ffb27a",
  },
  night: {
    sky: ["#040816", "#0f1f45", "#27386b"],
    sun: "#f4f1de",
    hills: ["#1c2644", "#141b33"],
    trees: "#0a0f1c",
    water: ["#1d2c57", "#060b1a"],
    ground: "#0e1712",
    glint: "#fdf0c2",
  },
  morning: {
    sky: ["#8fb5cf", "#d7e3e6", "#f4ead7"],
    sun: "#fffbe8",
    hills: ["#a7b8bd", "#8ea2a3"],
    trees: "#56705f",
    water: ["#c9d8d9", "#6f8f99"],
    ground: "#5b7a45",
    glint: "#ffffff",
  },
  day: {
    sky: ["#3f8fc9", "#8cc3e3", "#d9eef5"],
    sun: "#fffbe6",
    hills: ["#7fa0a8", "#5f8479"],
    trees: "#2f5a3a",
    water: ["#6eb0cf", "#215a73"],
    ground: "#5d8a3a",
    glint: "#ffffff",
  },
};

interface Ctx {
  w: number;
  h: number;
  p: Palette;
  r: Rand;
  horizon: number;
}

const DEFS = `
<radialGradient id="warm"><stop offset="0" stop-color="#fff6d5" stop-opacity="1"/><stop offset="0.25" stop-color="#ffd27a" stop-opacity="0.85"/><stop offset="1" stop-color="#ffb347" stop-opacity="0"/></radialGradient>
<radialGradient id="cool"><stop offset="0" stop-color="#ffffff" stop-opacity="1"/><stop offset="0.3" stop-color="#cfe8ff" stop-opacity="0.8"/><stop offset="1" stop-color="#8fc4ff" stop-opacity="0"/></radialGradient>
<radialGradient id="red"><stop offset="0" stop-color="#fff0f0"/><stop offset="0.3" stop-color="#ff5a5a" stop-opacity="0.85"/><stop offset="1" stop-color="#ff2d2d" stop-opacity="0"/></radialGradient>
<radialGradient id="green"><stop offset="0" stop-color="#f0fff0"/><stop offset="0.3" stop-color="#5dff8a" stop-opacity="0.85"/><stop offset="1" stop-color="#2dff5a" stop-opacity="0"/></radialGradient>
<radialGradient id="fire"><stop offset="0" stop-color="#fff4c2"/><stop offset="0.35" stop-color="#ff9a3c" stop-opacity="0.9"/><stop offset="1" stop-color="#ff5a1f" stop-opacity="0"/></radialGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></linearGradient>`;

const glow = (x: number, y: number, radius: number, kind = "warm") =>
  `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${radius.toFixed(1)}" fill="url(#${kind})"/>`;

function sky({ w, horizon, p }: Ctx): string {
  return `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="0.65" stop-color="${p.sky[1]}"/><stop offset="1" stop-color="${p.sky[2]}"/></linearGradient>
  <rect width="${w}" height="${horizon + 2}" fill="url(#sky)"/>`;
}

function sun(ctx: Ctx, x: number, y: number, radius: number): string {
  return `<radialGradient id="sunglow"><stop offset="0" stop-color="${ctx.p.sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${ctx.p.sun}" stop-opacity="0"/></radialGradient>
  <circle cx="${x}" cy="${y}" r="${radius * 4}" fill="url(#sunglow)"/><circle cx="${x}" cy="${y}" r="${radius}" fill="${ctx.p.sun}"/>`;
}

function stars(ctx: Ctx, count: number): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = ctx.r() * ctx.w;
    const y = ctx.r() * ctx.horizon * 0.8;
    out += `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(0.8 + ctx.r() * 1.6).toFixed(1)}" fill="#fff" opacity="${(0.4 + ctx.r() * 0.6).toFixed(2)}"/>`;
  }
  return out;
}

function ridge(ctx: Ctx, base: number, amplitude: number, color: string): string {
  const phase = ctx.r() * 10;
  let d = `M0 ${ctx.h} L0 ${base}`;
  for (let x = 0; x <= ctx.w; x += 20) {
    const y =
      base -
      amplitude * (0.6 + 0.4 * Math.sin(x / 260 + phase) * Math.sin(x / 90 + phase * 2)) -
      amplitude * 0.3 * Math.sin(x / 500 + phase);
    d += ` L${x} ${y.toFixed(1)}`;
  }
  return `<path d="${d} L${ctx.w} ${ctx.h} Z" fill="${color}"/>`;
}

function pine(x: number, base: number, height: number, color: string): string {
  const w = height * 0.42;
  let d = "";
  for (let i = 0; i < 3; i++) {
    const top = base - height + i * height * 0.22;
    const bottom = base - height * 0.15 - (2 - i) * height * 0.18;
    const half = (w / 2) * (0.6 + i * 0.2);
    d += `M${x} ${top} L${x + half} ${bottom} L${x - half} ${bottom} Z `;
  }
  return `<path d="${d}" fill="${color}"/><rect x="${x - height * 0.025}" y="${base - height * 0.16}" width="${height * 0.05}" height="${height * 0.16}" fill="${color}"/>`;
}

function roundTree(x: number, base: number, height: number, color: string): string {
  const r = height * 0.32;
  return `<rect x="${x - height * 0.03}" y="${base - height * 0.4}" width="${height * 0.06}" height="${height * 0.4}" fill="${color}"/>
  <circle cx="${x}" cy="${base - height + r}" r="${r}" fill="${color}"/><circle cx="${x - r * 0.7}" cy="${base - height + r * 1.6}" r="${r * 0.75}" fill="${color}"/><circle cx="${x + r * 0.7}" cy="${base - height + r * 1.5}" r="${r * 0.8}" fill="${color}"/>`;
}

function treeline(ctx: Ctx, base: number, height: number, color: string, from = 0, to = ctx.w): string {
  let out = `<rect x="${from}" y="${base - height * 0.25}" width="${to - from}" height="${height * 0.27}" fill="${color}"/>`;
  for (let x = from - 20; x < to + 20; x += 18 + ctx.r() * 26) {
    const h = height * (0.55 + ctx.r() * 0.5);
    out += ctx.r() < 0.6 ? pine(x, base, h, color) : roundTree(x, base, h, color);
  }
  return out;
}

function water(ctx: Ctx, top: number, sunX?: number): string {
  const { w, h, p } = ctx;
  let out = `<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.water[0]}"/><stop offset="1" stop-color="${p.water[1]}"/></linearGradient>
  <rect y="${top}" width="${w}" height="${h - top}" fill="url(#water)"/>`;
  for (let i = 0; i < 140; i++) {
    const y = top + Math.pow(ctx.r(), 1.6) * (h - top);
    const near = sunX !== undefined && ctx.r() < 0.55;
    const x = near ? sunX + (ctx.r() - 0.5) * (60 + (y - top) * 0.5) : ctx.r() * w;
    const len = 20 + ctx.r() * 90 * (1 + (y - top) / (h - top));
    out += `<rect x="${(x - len / 2).toFixed(0)}" y="${y.toFixed(0)}" width="${len.toFixed(0)}" height="${(1.5 + ((y - top) / (h - top)) * 3).toFixed(1)}" rx="1.5" fill="${p.glint}" opacity="${(near ? 0.55 : 0.18) * (0.5 + ctx.r() * 0.5)}"/>`;
  }
  return out;
}

function bank(ctx: Ctx, y: number, color: string, tilt = 40): string {
  const { w, h } = ctx;
  return `<path d="M0 ${y + tilt} C ${w * 0.3} ${y - tilt * 0.5}, ${w * 0.6} ${y + tilt * 0.8}, ${w} ${y - tilt * 0.3} L${w} ${h} L0 ${h} Z" fill="${color}"/><path d="M0 ${y + tilt} C ${w * 0.3} ${y - tilt * 0.5}, ${w * 0.6} ${y + tilt * 0.8}, ${w} ${y - tilt * 0.3} L${w} ${h} L0 ${h} Z" fill="url(#shade)"/>`;
}

interface HouseStyle {
  body: string;
  roof: string;
  trim?: string;
  lit?: boolean;
  porch?: boolean;
}

function cottage(x: number, base: number, width: number, style: HouseStyle): string {
  const bodyH = width * 0.55;
  const roofH = width * 0.38;
  const trim = style.trim ?? "#f4efe6";
  const win = style.lit ? "#ffd98a" : "#9cb7c6";
  const winW = width * 0.16;
  let out = `<rect x="${x}" y="${base - bodyH}" width="${width}" height="${bodyH}" fill="${style.body}"/>
  <polygon points="${x - width * 0.08},${base - bodyH} ${x + width / 2},${base - bodyH - roofH} ${x + width * 1.08},${base - bodyH}" fill="${style.roof}"/>
  <rect x="${x + width * 0.68}" y="${base - bodyH - roofH * 0.8}" width="${width * 0.08}" height="${roofH * 0.5}" fill="${style.roof}"/>
  <rect x="${x + width * 0.42}" y="${base - bodyH * 0.62}" width="${width * 0.16}" height="${bodyH * 0.62}" fill="${trim}"/>
  <rect x="${x + width * 0.445}" y="${base - bodyH * 0.58}" width="${width * 0.11}" height="${bodyH * 0.58}" fill="${style.roof}"/>`;
  for (const wx of [x + width * 0.12, x + width * 0.72]) {
    out += `<rect x="${wx}" y="${base - bodyH * 0.78}" width="${winW}" height="${winW}" fill="${trim}"/><rect x="${wx + 4}" y="${base - bodyH * 0.78 + 4}" width="${winW - 8}" height="${winW - 8}" fill="${win}"/>
    <rect x="${wx + winW / 2 - 1.5}" y="${base - bodyH * 0.78}" width="3" height="${winW}" fill="${trim}"/>`;
    if (style.lit) out += glow(wx + winW / 2, base - bodyH * 0.78 + winW / 2, winW * 1.4);
  }
  if (style.porch) {
    out += `<rect x="${x - width * 0.1}" y="${base - bodyH * 0.08}" width="${width * 1.2}" height="${bodyH * 0.08}" fill="${trim}"/>
    <polygon points="${x - width * 0.12},${base - bodyH * 0.72} ${x + width * 1.12},${base - bodyH * 0.72} ${x + width * 1.04},${base - bodyH * 0.86} ${x - width * 0.04},${base - bodyH * 0.86}" fill="${style.roof}"/>`;
    for (const px of [x - width * 0.08, x + width * 0.3, x + width * 0.7, x + width * 1.06]) {
      out += `<rect x="${px}" y="${base - bodyH * 0.72}" width="${width * 0.025}" height="${bodyH * 0.66}" fill="${trim}"/>`;
    }
  }
  return out;
}

function rv(x: number, base: number, width: number, stripe: string, lit = false): string {
  const h = width * 0.36;
  const win = lit ? "#ffd98a" : "#3c5566";
  let out = `<rect x="${x}" y="${base - h - width * 0.05}" width="${width}" height="${h}" rx="${width * 0.05}" fill="#f2f0ea"/>
  <rect x="${x}" y="${base - h * 0.55}" width="${width}" height="${h * 0.08}" fill="${stripe}"/>
  <rect x="${x}" y="${base - h * 0.42}" width="${width}" height="${h * 0.04}" fill="${stripe}" opacity="0.6"/>
  <rect x="${x + width * 0.08}" y="${base - h * 0.9}" width="${width * 0.2}" height="${h * 0.28}" rx="6" fill="${win}"/>
  <rect x="${x + width * 0.55}" y="${base - h * 0.9}" width="${width * 0.28}" height="${h * 0.22}" rx="6" fill="${win}"/>
  <rect x="${x + width * 0.36}" y="${base - h * 0.88}" width="${width * 0.12}" height="${h * 0.78}" rx="4" fill="#d8d3c8"/>
  <circle cx="${x + width * 0.22}" cy="${base - width * 0.04}" r="${width * 0.07}" fill="#222"/><circle cx="${x + width * 0.22}" cy="${base - width * 0.04}" r="${width * 0.03}" fill="#888"/>
  <circle cx="${x + width * 0.38}" cy="${base - width * 0.04}" r="${width * 0.07}" fill="#222"/><circle cx="${x + width * 0.38}" cy="${base - width * 0.04}" r="${width * 0.03}" fill="#888"/>`;
  if (lit) out += glow(x + width * 0.69, base - h * 0.8, width * 0.25);
  return out;
}

function treeHouse(x: number, base: number, s: number, lit: boolean): string {
  return `${roundTree(x, base, s * 2.1, "#3d5a34")}
  <rect x="${x - s * 0.06}" y="${base - s * 1.3}" width="${s * 0.12}" height="${s * 1.3}" fill="#5a3d24"/>
  <rect x="${x - s * 0.55}" y="${base - s * 1.02}" width="${s * 1.1}" height="${s * 0.06}" fill="#7a5535"/>
  ${cottage(x - s * 0.35, base - s * 1.02, s * 0.7, { body: "#a0703f", roof: "#5b3a22", lit })}
  <line x1="${x + s * 0.45}" y1="${base - s * 1.0}" x2="${x + s * 0.62}" y2="${base}" stroke="#7a5535" stroke-width="${s * 0.025}"/>
  <line x1="${x + s * 0.55}" y1="${base - s * 1.0}" x2="${x + s * 0.72}" y2="${base}" stroke="#7a5535" stroke-width="${s * 0.025}"/>`;
}

function stumpHouse(x: number, base: number, s: number, lit: boolean): string {
  return `<rect x="${x - s * 0.3}" y="${base - s * 0.55}" width="${s * 0.6}" height="${s * 0.55}" rx="${s * 0.08}" fill="#7b5231"/>
  <path d="M${x - s * 0.4} ${base - s * 0.5} L${x} ${base - s * 1.0} L${x + s * 0.4} ${base - s * 0.5} Z" fill="#5d7a3a"/>
  <rect x="${x - s * 0.08}" y="${base - s * 0.3}" width="${s * 0.16}" height="${s * 0.3}" rx="${s * 0.08}" fill="#3d2615"/>
  <circle cx="${x + s * 0.17}" cy="${base - s * 0.4}" r="${s * 0.06}" fill="${lit ? "#ffd98a" : "#9cb7c6"}"/>${lit ? glow(x + s * 0.17, base - s * 0.4, s * 0.2) : ""}`;
}

function containerHome(x: number, base: number, width: number, color: string, lit: boolean): string {
  const h = width * 0.3;
  let out = `<rect x="${x}" y="${base - h}" width="${width}" height="${h}" fill="${color}"/>`;
  for (let i = 0; i < width; i += width / 40)
    out += `<rect x="${x + i}" y="${base - h}" width="${width / 120}" height="${h}" fill="#000" opacity="0.12"/>`;
  out += `<rect x="${x + width * 0.35}" y="${base - h * 0.85}" width="${width * 0.45}" height="${h * 0.7}" fill="${lit ? "#ffd98a" : "#a9c5d3"}"/>
  <rect x="${x + width * 0.575}" y="${base - h * 0.85}" width="4" height="${h * 0.7}" fill="#333"/>
  <rect x="${x - width * 0.05}" y="${base - h * 0.05}" width="${width * 1.1}" height="${h * 0.08}" fill="#8a6a48"/>
  <rect x="${x - width * 0.05}" y="${base - h * 0.35}" width="${width * 1.1}" height="4" fill="#333"/>`;
  for (let i = 0; i <= 10; i++)
    out += `<rect x="${x - width * 0.05 + (i * width * 1.1) / 10}" y="${base - h * 0.35}" width="3" height="${h * 0.32}" fill="#333"/>`;
  if (lit) out += glow(x + width * 0.57, base - h * 0.5, width * 0.35);
  return out;
}

function dock(x: number, y: number, length: number, width: number): string {
  let out = `<polygon points="${x},${y} ${x + width},${y} ${x + width * 1.8},${y + length} ${x - width * 0.8},${y + length}" fill="#8a6a48"/>`;
  for (let i = 1; i < 14; i++) {
    const t = i / 14;
    const yy = y + t * length;
    out += `<line x1="${x - width * 0.8 * t}" y1="${yy}" x2="${x + width + width * 0.8 * t}" y2="${yy}" stroke="#5e4630" stroke-width="${1 + t * 2}"/>`;
  }
  for (const t of [0.1, 0.5, 0.95]) {
    const yy = y + t * length;
    out += `<rect x="${x - width * 0.8 * t - 6}" y="${yy - 10 - t * 30}" width="${6 + t * 6}" height="${40 + t * 60}" fill="#4a3624"/><rect x="${x + width + width * 0.8 * t}" y="${yy - 10 - t * 30}" width="${6 + t * 6}" height="${40 + t * 60}" fill="#4a3624"/>`;
  }
  return out;
}

function kayak(x: number, y: number, length: number, color: string, paddler = false): string {
  let out = `<path d="M${x} ${y} Q ${x + length / 2} ${y + length * 0.09} ${x + length} ${y} Q ${x + length / 2} ${y - length * 0.05} ${x} ${y} Z" fill="${color}"/>
  <ellipse cx="${x + length / 2}" cy="${y - length * 0.005}" rx="${length * 0.09}" ry="${length * 0.018}" fill="#222"/>`;
  if (paddler) {
    const cx = x + length / 2;
    out += `<rect x="${cx - length * 0.03}" y="${y - length * 0.13}" width="${length * 0.06}" height="${length * 0.12}" rx="${length * 0.02}" fill="#e05a3a"/>
    <circle cx="${cx}" cy="${y - length * 0.16}" r="${length * 0.03}" fill="#6b4a35"/>
    <line x1="${cx - length * 0.22}" y1="${y + length * 0.02}" x2="${cx + length * 0.22}" y2="${y - length * 0.16}" stroke="#ddd" stroke-width="${length * 0.012}"/>`;
  }
  return out;
}

function stringLights(
  ctx: Ctx,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  sag: number,
  count: number,
  kind = "warm",
): string {
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2 + sag;
  let out = `<path d="M${x1} ${y1} Q ${mx} ${my + sag} ${x2} ${y2}" stroke="#1a1a1a" stroke-width="2" fill="none"/>`;
  for (let i = 1; i < count; i++) {
    const t = i / count;
    const x = (1 - t) * (1 - t) * x1 + 2 * (1 - t) * t * mx + t * t * x2;
    const y = (1 - t) * (1 - t) * y1 + 2 * (1 - t) * t * (my + sag) + t * t * y2;
    out +=
      glow(x, y + 6, 14 + ctx.r() * 6, kind) +
      `<circle cx="${x.toFixed(1)}" cy="${(y + 6).toFixed(1)}" r="3.5" fill="#fff8dc"/>`;
  }
  return out;
}

function person(x: number, base: number, h: number, color: string): string {
  return `<circle cx="${x}" cy="${base - h * 0.88}" r="${h * 0.1}" fill="${color}"/><path d="M${x - h * 0.16} ${base} L${x - h * 0.14} ${base - h * 0.55} Q ${x} ${base - h * 0.82} ${x + h * 0.14} ${base - h * 0.55} L${x + h * 0.16} ${base} Z" fill="${color}"/>`;
}

function firePit(x: number, base: number, s: number): string {
  let out =
    glow(x, base - s * 0.3, s * 2.4, "fire") +
    `<ellipse cx="${x}" cy="${base}" rx="${s * 0.8}" ry="${s * 0.2}" fill="#555"/>`;
  out += `<path d="M${x - s * 0.35} ${base} Q ${x - s * 0.4} ${base - s * 0.6} ${x - s * 0.1} ${base - s * 1.1} Q ${x} ${base - s * 0.6} ${x + s * 0.15} ${base - s * 0.9} Q ${x + s * 0.45} ${base - s * 0.5} ${x + s * 0.35} ${base} Z" fill="#ff8a2a"/>
  <path d="M${x - s * 0.18} ${base} Q ${x - s * 0.2} ${base - s * 0.4} ${x} ${base - s * 0.7} Q ${x + s * 0.25} ${base - s * 0.35} ${x + s * 0.18} ${base} Z" fill="#ffd45a"/>`;
  return out;
}

function rockingChair(x: number, base: number, s: number, color: string): string {
  return `<path d="M${x - s * 0.5} ${base} Q ${x} ${base + s * 0.15} ${x + s * 0.55} ${base - s * 0.05}" stroke="${color}" stroke-width="${s * 0.06}" fill="none"/>
  <rect x="${x - s * 0.35}" y="${base - s * 0.5}" width="${s * 0.7}" height="${s * 0.08}" fill="${color}"/>
  <rect x="${x - s * 0.35}" y="${base - s * 0.5}" width="${s * 0.06}" height="${s * 0.5}" fill="${color}"/><rect x="${x + s * 0.29}" y="${base - s * 0.5}" width="${s * 0.06}" height="${s * 0.5}" fill="${color}"/>
  <rect x="${x + s * 0.25}" y="${base - s * 1.25}" width="${s * 0.08}" height="${s * 0.78}" fill="${color}" transform="rotate(8 ${x + s * 0.29} ${base - s * 0.5})"/>
  ${[0, 1, 2, 3].map((i) => `<rect x="${x + s * 0.0}" y="${base - s * (0.6 + i * 0.17)}" width="${s * 0.32}" height="${s * 0.05}" fill="${color}" transform="rotate(8 ${x + s * 0.29} ${base - s * 0.5})"/>`).join("")}
  <rect x="${x - s * 0.38}" y="${base - s * 0.82}" width="${s * 0.5}" height="${s * 0.06}" fill="${color}"/>`;
}

function patioTable(x: number, base: number, s: number, umbrella: string, cloth = "#f5efe3"): string {
  return `<rect x="${x - s * 0.02}" y="${base - s * 1.6}" width="${s * 0.04}" height="${s * 1.6}" fill="#444"/>
  <path d="M${x - s * 0.9} ${base - s * 1.35} Q ${x} ${base - s * 1.95} ${x + s * 0.9} ${base - s * 1.35} Z" fill="${umbrella}"/>
  <rect x="${x - s * 0.5}" y="${base - s * 0.55}" width="${s}" height="${s * 0.08}" fill="${cloth}"/><path d="M${x - s * 0.5} ${base - s * 0.47} L${x - s * 0.45} ${base - s * 0.3} L${x + s * 0.45} ${base - s * 0.3} L${x + s * 0.5} ${base - s * 0.47} Z" fill="${cloth}" opacity="0.85"/>
  <rect x="${x - s * 0.03}" y="${base - s * 0.3}" width="${s * 0.06}" height="${s * 0.3}" fill="#444"/>
  ${[-0.75, 0.75].map((d) => `<rect x="${x + d * s - s * 0.12}" y="${base - s * 0.4}" width="${s * 0.24}" height="${s * 0.05}" fill="#5a4030"/><rect x="${x + d * s + (d > 0 ? s * 0.08 : -s * 0.12)}" y="${base - s * 0.8}" width="${s * 0.04}" height="${s * 0.8}" fill="#5a4030"/><rect x="${x + d * s + (d > 0 ? -s * 0.12 : s * 0.08)}" y="${base - s * 0.4}" width="${s * 0.04}" height="${s * 0.4}" fill="#5a4030"/>`).join("")}`;
}

function lodge(x: number, base: number, width: number, lit: boolean): string {
  const h = width * 0.32;
  let out = `<rect x="${x}" y="${base - h}" width="${width}" height="${h}" fill="#6b4a32"/>
  <polygon points="${x - width * 0.06},${base - h} ${x + width / 2},${base - h - width * 0.28} ${x + width * 1.06},${base - h}" fill="#3b2b22"/>
  <polygon points="${x + width * 0.3},${base - h} ${x + width / 2},${base - h - width * 0.16} ${x + width * 0.7},${base - h}" fill="${lit ? "#ffd98a" : "#a9c5d3"}"/>`;
  for (let i = 0; i < 5; i++) {
    const wx = x + width * (0.06 + i * 0.185);
    out += `<rect x="${wx}" y="${base - h * 0.85}" width="${width * 0.14}" height="${h * 0.75}" fill="${lit ? "#ffd98a" : "#a9c5d3"}"/><rect x="${wx + width * 0.068}" y="${base - h * 0.85}" width="3" height="${h * 0.75}" fill="#3b2b22"/>`;
    if (lit) out += glow(wx + width * 0.07, base - h * 0.45, width * 0.12);
  }
  return out + `<rect x="${x - width * 0.04}" y="${base - 8}" width="${width * 1.08}" height="10" fill="#8a6a48"/>`;
}

function pavilion(x: number, base: number, width: number, color: string): string {
  const h = width * 0.32;
  let out = `<polygon points="${x - width * 0.08},${base - h} ${x + width / 2},${base - h - width * 0.2} ${x + width * 1.08},${base - h}" fill="${color}"/>
  <rect x="${x - width * 0.08}" y="${base - h}" width="${width * 1.16}" height="${width * 0.03}" fill="#4a3624"/>
  <rect x="${x - width * 0.05}" y="${base}" width="${width * 1.1}" height="${width * 0.04}" fill="#8a6a48"/>`;
  for (let i = 0; i <= 4; i++)
    out += `<rect x="${x + (i * width) / 4 - width * 0.015}" y="${base - h}" width="${width * 0.03}" height="${h}" fill="#4a3624"/>`;
  return out;
}

function railing(x: number, base: number, width: number, height: number, color: string): string {
  let out = `<rect x="${x}" y="${base - height}" width="${width}" height="${height * 0.08}" fill="${color}"/><rect x="${x}" y="${base}" width="${width}" height="${height * 0.12}" fill="${color}"/>`;
  for (let i = 0; i <= width; i += height * 0.22)
    out += `<rect x="${x + i}" y="${base - height}" width="${height * 0.05}" height="${height}" fill="${color}"/>`;
  return out;
}

function xmasTree(ctx: Ctx, x: number, base: number, height: number): string {
  let out =
    pine(x, base, height, "#0f3a24") +
    `<polygon points="${x},${base - height - height * 0.07} ${x + height * 0.035},${base - height + height * 0.01} ${x - height * 0.035},${base - height + height * 0.01}" fill="#ffe28a"/>`;
  out += glow(x, base - height, height * 0.12);
  const kinds = ["warm", "red", "green", "cool"];
  for (let i = 0; i < 90; i++) {
    const t = ctx.r();
    const y = base - height * 0.15 - t * height * 0.8;
    const half = height * 0.21 * (1 - t * 0.85);
    const xx = x + (ctx.r() * 2 - 1) * half;
    out +=
      glow(xx, y, 9 + ctx.r() * 6, kinds[i % 4]) +
      `<circle cx="${xx.toFixed(1)}" cy="${y.toFixed(1)}" r="2.5" fill="#fff"/>`;
  }
  return out;
}

function reindeer(ctx: Ctx, x: number, base: number, s: number, kind: string): string {
  const points: [number, number][] = [
    [-0.5, 0],
    [-0.45, -0.45],
    [-0.5, -0.55],
    [-0.3, -0.6],
    [0, -0.58],
    [0.3, -0.6],
    [0.42, -0.75],
    [0.5, -0.95],
    [0.62, -0.92],
    [0.6, -0.8],
    [0.5, -0.62],
    [0.45, -0.45],
    [0.48, 0],
    [0.38, 0],
    [0.35, -0.35],
    [-0.3, -0.35],
    [-0.35, 0],
  ];
  const antlers: [number, number][] = [
    [0.5, -0.95],
    [0.45, -1.2],
    [0.35, -1.3],
    [0.55, -1.15],
    [0.6, -1.3],
    [0.72, -1.35],
  ];
  let out = "";
  for (const [px, py] of [...points, ...antlers])
    out +=
      glow(x + px * s, base + py * s, 10 + ctx.r() * 4, kind) +
      `<circle cx="${(x + px * s).toFixed(1)}" cy="${(base + py * s).toFixed(1)}" r="2.5" fill="#fff"/>`;
  const path = points
    .map(([px, py], i) => `${i ? "L" : "M"}${(x + px * s).toFixed(1)} ${(base + py * s).toFixed(1)}`)
    .join(" ");
  return `<path d="${path}" stroke="#cfe8ff" stroke-opacity="0.35" stroke-width="3" fill="none"/>${out}`;
}

function mug(x: number, base: number, s: number, color: string): string {
  return `<rect x="${x - s * 0.4}" y="${base - s}" width="${s * 0.8}" height="${s}" rx="${s * 0.1}" fill="${color}"/>
  <path d="M${x + s * 0.4} ${base - s * 0.75} q ${s * 0.35} 0 ${s * 0.35} ${s * 0.3} q 0 ${s * 0.3} ${-s * 0.35} ${s * 0.3}" stroke="${color}" stroke-width="${s * 0.1}" fill="none"/>
  <ellipse cx="${x}" cy="${base - s}" rx="${s * 0.4}" ry="${s * 0.1}" fill="#5a3220"/><ellipse cx="${x - s * 0.1}" cy="${base - s * 1.02}" rx="${s * 0.15}" ry="${s * 0.05}" fill="#fff8f0"/>
  ${[-0.15, 0.1].map((d) => `<path d="M${x + d * s} ${base - s * 1.1} q ${s * 0.1} ${-s * 0.15} 0 ${-s * 0.3} q ${-s * 0.1} ${-s * 0.15} 0 ${-s * 0.3}" stroke="#ffffff" stroke-opacity="0.5" stroke-width="${s * 0.04}" fill="none"/>`).join("")}`;
}

function pumpkin(x: number, base: number, r: number): string {
  return `<ellipse cx="${x - r * 0.35}" cy="${base - r * 0.8}" rx="${r * 0.55}" ry="${r * 0.8}" fill="#d9661f"/><ellipse cx="${x + r * 0.35}" cy="${base - r * 0.8}" rx="${r * 0.55}" ry="${r * 0.8}" fill="#d9661f"/><ellipse cx="${x}" cy="${base - r * 0.8}" rx="${r * 0.5}" ry="${r * 0.82}" fill="#ee7d2b"/><rect x="${x - r * 0.06}" y="${base - r * 1.8}" width="${r * 0.12}" height="${r * 0.25}" fill="#4d5a2a"/>`;
}

function hayBale(x: number, base: number, w: number): string {
  let out = `<rect x="${x}" y="${base - w * 0.5}" width="${w}" height="${w * 0.5}" rx="6" fill="#d8b25a"/>`;
  for (let i = 1; i < 8; i++)
    out += `<line x1="${x + 4}" y1="${base - (w * 0.5 * i) / 8}" x2="${x + w - 4}" y2="${base - (w * 0.5 * i) / 8}" stroke="#b8903c" stroke-width="2"/>`;
  return (
    out +
    `<rect x="${x + w * 0.25}" y="${base - w * 0.5}" width="4" height="${w * 0.5}" fill="#8c6a2a"/><rect x="${x + w * 0.72}" y="${base - w * 0.5}" width="4" height="${w * 0.5}" fill="#8c6a2a"/>`
  );
}

function lantern(x: number, y: number, s: number): string {
  return `<line x1="${x}" y1="${y - s * 3}" x2="${x}" y2="${y + s * 2}" stroke="#222" stroke-width="3"/>${glow(x, y, s * 4)}<rect x="${x - s * 0.5}" y="${y - s * 0.7}" width="${s}" height="${s * 1.4}" rx="3" fill="#ffe39a"/>`;
}

function frame(w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${DEFS}</defs>${body}</svg>`;
}

type SceneFn = (ctx: Ctx) => string;

/** A river view: sky, far hills and trees, the water, and what the scene puts in front. */
function riverScene(
  time: keyof typeof PALETTES,
  horizonRatio: number,
  front: SceneFn,
  opts: { sunX?: number; sunY?: number; stars?: boolean } = {},
): SceneFn {
  return (ctx) => {
    ctx.p = PALETTES[time] as Palette;
    ctx.horizon = ctx.h * horizonRatio;
    const sunX = opts.sunX ?? ctx.w * 0.68;
    let out = sky(ctx);
    if (opts.stars) out += stars(ctx, 160);
    if (opts.sunY !== undefined) out += sun(ctx, sunX, ctx.horizon * opts.sunY, ctx.w * 0.03);
    out += ridge(ctx, ctx.horizon - ctx.h * 0.05, ctx.h * 0.08, ctx.p.hills[0]);
    out += ridge(ctx, ctx.horizon - ctx.h * 0.01, ctx.h * 0.05, ctx.p.hills[1]);
    out += treeline(ctx, ctx.horizon + 4, ctx.h * 0.07, ctx.p.trees);
    out += water(ctx, ctx.horizon + 2, opts.sunY !== undefined ? sunX : undefined);
    return out + front(ctx);
  };
}

const COTTAGE_COLOURS: Record<string, HouseStyle> = {
  "coosa-cottage": { body: "#5f8aa3", roof: "#34414d", porch: true },
  "creekside-cottage": { body: "#7a9a6a", roof: "#4a3b30", porch: true },
  "dock-side-cottage": { body: "#e8e2d4", roof: "#2f5d73", porch: true },
  "morning-view-cottage": { body: "#f0d79a", roof: "#6b4a32", porch: true },
  "pinewood-cottage": { body: "#8c5e3c", roof: "#2e3b2c", porch: true },
  portofino: { body: "#e7b48c", roof: "#a0452c", porch: true },
  "sunset-cottage": { body: "#d9825b", roof: "#4a2f2a", porch: true },
  "sunrise-cottage": { body: "#f3e3b3", roof: "#3d6b7a", porch: true },
  "windsor-cottage": { body: "#b9c2c9", roof: "#2f3a45", porch: true },
};

const COTTAGE_TIMES: Record<string, keyof typeof PALETTES> = {
  "coosa-cottage": "day",
  "creekside-cottage": "golden",
  "dock-side-cottage": "morning",
  "morning-view-cottage": "morning",
  "pinewood-cottage": "day",
  portofino: "golden",
  "sunset-cottage": "dusk",
  "sunrise-cottage": "morning",
  "windsor-cottage": "dusk",
};

function cottageScene(id: string): SceneFn {
  const style = COTTAGE_COLOURS[id];
  const time = COTTAGE_TIMES[id] ?? "day";
  if (!style) throw new Error(`no style for ${id}`);
  const lit = time === "dusk" || time === "night";
  return riverScene(
    time,
    0.5,
    (ctx) => {
      const ground = bank(ctx, ctx.h * 0.68, ctx.p.ground);
      const big = id === "portofino";
      const x = ctx.w * (big ? 0.3 : 0.36);
      const base = ctx.h * 0.86;
      let out =
        ground +
        pine(ctx.w * 0.12, base + 10, ctx.h * 0.62, ctx.p.trees) +
        pine(ctx.w * 0.2, base + 20, ctx.h * 0.48, ctx.p.trees);
      out += cottage(x, base, ctx.w * (big ? 0.42 : 0.3), { ...style, lit });
      if (big) out += cottage(x + ctx.w * 0.36, base, ctx.w * 0.18, { ...style, lit });
      out += roundTree(ctx.w * 0.88, base + 20, ctx.h * 0.55, ctx.p.trees);
      if (id === "dock-side-cottage") out += dock(ctx.w * 0.74, ctx.h * 0.52, ctx.h * 0.12, 40);
      if (id === "creekside-cottage") out += firePit(ctx.w * 0.75, base + 40, 40);
      return out;
    },
    { sunY: time === "golden" || time === "dusk" || time === "morning" ? 0.82 : 0.3, sunX: ctx0(time) },
  );
}

function ctx0(time: string): number {
  return time === "morning" ? 320 : 1150;
}

const SCENES: Record<string, { h?: number; scene: SceneFn }> = {
  "hero/riverfront.jpg": {
    h: 900,
    scene: riverScene(
      "golden",
      0.5,
      (ctx) => {
        let out = bank(ctx, ctx.h * 0.76, ctx.p.ground, 30);
        out += pine(80, ctx.h + 40, ctx.h * 0.85, ctx.p.trees) + pine(200, ctx.h + 60, ctx.h * 0.6, ctx.p.trees);
        out +=
          rv(ctx.w * 0.2, ctx.h * 0.86, 300, "#2f6f73") +
          cottage(ctx.w * 0.48, ctx.h * 0.84, 210, { body: "#e8e2d4", roof: "#2f5d73", porch: true });
        out += rv(ctx.w * 0.7, ctx.h * 0.88, 260, "#c0602f");
        out += stringLights(ctx, ctx.w * 0.42, ctx.h * 0.55, ctx.w, ctx.h * 0.5, 30, 18);
        return out + roundTree(ctx.w * 0.96, ctx.h + 20, ctx.h * 0.7, ctx.p.trees);
      },
      { sunY: 0.78, sunX: 1050 },
    ),
  },
  "hero/video-poster.jpg": {
    h: 900,
    scene: (ctx) => {
      // Seen from above: the river bend, rows of RV sites and the cottages along the bank.
      let out = `<rect width="${ctx.w}" height="${ctx.h}" fill="#5d8a3a"/>`;
      for (let i = 0; i < 120; i++)
        out += `<circle cx="${ctx.r() * ctx.w}" cy="${ctx.r() * ctx.h}" r="${20 + ctx.r() * 40}" fill="#3f6b2c" opacity="0.8"/>`;
      out += `<path d="M-50 620 C 300 520, 520 780, 900 660 S 1400 520, 1700 600 L1700 950 L-50 950 Z" fill="#2c6f8f"/><path d="M-50 640 C 300 540, 520 800, 900 680 S 1400 540, 1700 620" stroke="#c9e6f0" stroke-opacity="0.4" stroke-width="6" fill="none"/>`;
      out += `<path d="M0 380 L1600 300" stroke="#c9b994" stroke-width="34"/><path d="M420 0 L520 600" stroke="#c9b994" stroke-width="28"/>`;
      for (let row = 0; row < 3; row++) {
        for (let i = 0; i < 14; i++) {
          const x = 620 + i * 62;
          const y = 170 + row * 120 - i * 5;
          out += `<rect x="${x}" y="${y}" width="46" height="80" rx="6" fill="#f2f0ea"/><rect x="${x}" y="${y + 30}" width="46" height="6" fill="${["#2f6f73", "#c0602f", "#4a4a8a"][i % 3]}"/>`;
        }
      }
      for (let i = 0; i < 7; i++)
        out += `<rect x="${60 + i * 52}" y="${470 - i * 8}" width="40" height="40" fill="${["#d9825b", "#5f8aa3", "#f0d79a", "#7a9a6a"][i % 4]}"/><path d="M${60 + i * 52} ${490 - i * 8} L${100 + i * 52} ${490 - i * 8}" stroke="#34414d" stroke-width="4"/>`;
      out += `<rect x="1160" y="560" width="16" height="90" fill="#8a6a48"/><rect x="1130" y="640" width="76" height="14" fill="#8a6a48"/>`;
      return out + `<rect width="${ctx.w}" height="${ctx.h}" fill="#ffb347" opacity="0.08"/>`;
    },
  },
  "gallery/cottage-porch.jpg": {
    scene: riverScene(
      "golden",
      0.42,
      (ctx) => {
        let out = `<rect y="${ctx.h * 0.7}" width="${ctx.w}" height="${ctx.h * 0.3}" fill="#8a6a48"/>`;
        for (let y = ctx.h * 0.72; y < ctx.h; y += 28)
          out += `<line x1="0" y1="${y}" x2="${ctx.w}" y2="${y}" stroke="#6b4f35" stroke-width="3"/>`;
        out += railing(0, ctx.h * 0.7, ctx.w, 150, "#f4efe6");
        out += `<rect width="${ctx.w}" height="70" fill="#f4efe6"/><rect x="60" y="0" width="40" height="${ctx.h * 0.72}" fill="#f4efe6"/><rect x="${ctx.w - 100}" y="0" width="40" height="${ctx.h * 0.72}" fill="#f4efe6"/>`;
        return (
          out +
          rockingChair(ctx.w * 0.35, ctx.h * 0.95, 280, "#3b2b22") +
          rockingChair(ctx.w * 0.65, ctx.h * 0.95, 280, "#3b2b22")
        );
      },
      { sunY: 0.75, sunX: 800 },
    ),
  },
  "gallery/riverfront-sites.jpg": {
    scene: riverScene(
      "dusk",
      0.48,
      (ctx) => {
        let out = bank(ctx, ctx.h * 0.7, ctx.p.ground, 20);
        for (let i = 0; i < 4; i++)
          out += rv(
            80 + i * 390,
            ctx.h * 0.84 + i * 12,
            300,
            ["#2f6f73", "#c0602f", "#4a4a8a", "#6b8f3a"][i] ?? "#333",
            true,
          );
        return out + stringLights(ctx, 0, ctx.h * 0.45, ctx.w, ctx.h * 0.42, 40, 24);
      },
      { sunY: 0.9, sunX: 1200 },
    ),
  },
  "gallery/pique-nique-patio.jpg": {
    scene: riverScene(
      "dusk",
      0.45,
      (ctx) => {
        let out = `<rect y="${ctx.h * 0.72}" width="${ctx.w}" height="${ctx.h * 0.28}" fill="#7d6450"/>`;
        out +=
          stringLights(ctx, -20, ctx.h * 0.12, ctx.w + 20, ctx.h * 0.18, 60, 26) +
          stringLights(ctx, -20, ctx.h * 0.3, ctx.w + 20, ctx.h * 0.25, 40, 22);
        for (const [x, c] of [
          [280, "#c2413a"],
          [800, "#2f6f73"],
          [1320, "#c2413a"],
        ] as const)
          out += patioTable(x, ctx.h * 0.95, 200, c);
        return out;
      },
      { sunY: 0.92, sunX: 560 },
    ),
  },
  "gallery/river-sunset.jpg": {
    scene: riverScene(
      "golden",
      0.55,
      (ctx) =>
        bank(ctx, ctx.h * 0.92, ctx.p.trees, 20) +
        pine(120, ctx.h, ctx.h * 0.75, "#1e2a22") +
        kayak(ctx.w * 0.55, ctx.h * 0.72, 180, "#1b1b1b", true),
      { sunY: 0.8, sunX: 800 },
    ),
  },
  "gallery/tree-house.jpg": {
    scene: riverScene(
      "day",
      0.45,
      (ctx) => {
        let out = bank(ctx, ctx.h * 0.62, ctx.p.ground);
        for (let i = 0; i < 7; i++)
          out += pine(ctx.r() * ctx.w, ctx.h * (0.78 + ctx.r() * 0.1), ctx.h * (0.4 + ctx.r() * 0.3), "#2d4a30");
        return out + treeHouse(ctx.w * 0.5, ctx.h * 0.95, 360, false);
      },
      { sunY: 0.25 },
    ),
  },
  "gallery/dock-morning.jpg": {
    scene: riverScene(
      "morning",
      0.5,
      (ctx) => {
        let out = dock(ctx.w * 0.44, ctx.h * 0.55, ctx.h * 0.45, 120) + kayak(ctx.w * 0.7, ctx.h * 0.8, 220, "#e05a3a");
        for (let i = 0; i < 6; i++)
          out += `<rect x="-100" y="${ctx.h * (0.42 + i * 0.04)}" width="${ctx.w + 200}" height="${ctx.h * 0.05}" rx="30" fill="#ffffff" opacity="${0.12 + i * 0.02}"/>`;
        return out;
      },
      { sunY: 0.7, sunX: 400 },
    ),
  },
  "gallery/fire-pit.jpg": {
    scene: riverScene(
      "night",
      0.45,
      (ctx) => {
        let out = bank(ctx, ctx.h * 0.66, ctx.p.ground, 20) + firePit(ctx.w * 0.5, ctx.h * 0.86, 90);
        for (const [x, h] of [
          [0.3, 230],
          [0.38, 210],
          [0.62, 220],
          [0.7, 240],
        ] as const)
          out += person(ctx.w * x, ctx.h * 0.92, h, "#120d0a");
        return out;
      },
      { stars: true, sunY: 0.2, sunX: 1300 },
    ),
  },
  "gallery/container-home.jpg": {
    scene: riverScene(
      "golden",
      0.48,
      (ctx) =>
        bank(ctx, ctx.h * 0.68, ctx.p.ground) +
        containerHome(ctx.w * 0.25, ctx.h * 0.85, ctx.w * 0.5, "#2f6f73", false) +
        pine(ctx.w * 0.9, ctx.h * 0.95, ctx.h * 0.6, ctx.p.trees),
      { sunY: 0.75, sunX: 1250 },
    ),
  },
  "gallery/brunch.jpg": {
    scene: (ctx) => {
      let out = `<rect width="${ctx.w}" height="${ctx.h}" fill="#b98a5e"/>`;
      for (let x = 0; x < ctx.w; x += 80)
        out += `<rect x="${x}" y="0" width="4" height="${ctx.h}" fill="#8a6240" opacity="0.5"/>`;
      out += `<rect x="200" y="120" width="1200" height="830" fill="#f7f2ea"/>`;
      for (let x = 200; x < 1400; x += 60)
        out += `<rect x="${x}" y="120" width="30" height="830" fill="#c2413a" opacity="0.18"/>`;
      for (let y = 120; y < 950; y += 60)
        out += `<rect x="200" y="${y}" width="1200" height="30" fill="#c2413a" opacity="0.18"/>`;
      const plate = (x: number, y: number, r: number, food: string) =>
        `<circle cx="${x}" cy="${y + 10}" r="${r}" fill="#000" opacity="0.15"/><circle cx="${x}" cy="${y}" r="${r}" fill="#fdfdfb"/><circle cx="${x}" cy="${y}" r="${r * 0.78}" fill="#f2efe8"/>${food}`;
      out += plate(
        560,
        420,
        190,
        `<ellipse cx="520" cy="400" rx="80" ry="60" fill="#f2c14e"/><circle cx="520" cy="400" r="28" fill="#f7a21b"/><rect x="560" y="440" width="120" height="40" rx="18" fill="#a0522d"/><rect x="570" y="380" width="110" height="36" rx="16" fill="#b5652f"/>`,
      );
      out += plate(
        1040,
        560,
        210,
        `<rect x="930" y="470" width="220" height="180" rx="12" fill="#e0b46c"/><rect x="930" y="470" width="220" height="40" rx="12" fill="#f0cf8e"/><circle cx="990" cy="540" r="20" fill="#7b2d3b"/><circle cx="1060" cy="600" r="18" fill="#3d3a8c"/><circle cx="1100" cy="520" r="16" fill="#7b2d3b"/>`,
      );
      out += mug(1230, 330, 110, "#2f6f73") + mug(380, 800, 100, "#f4efe6");
      return out;
    },
  },
  "gallery/kayaks.jpg": {
    scene: riverScene(
      "day",
      0.4,
      (ctx) =>
        kayak(ctx.w * 0.15, ctx.h * 0.62, 380, "#e05a3a", true) +
        kayak(ctx.w * 0.55, ctx.h * 0.78, 460, "#f2c14e", true) +
        kayak(ctx.w * 0.62, ctx.h * 0.52, 260, "#2f8f6f", true),
      { sunY: 0.3 },
    ),
  },
  "lodging/rv-spots.jpg": {
    scene: riverScene(
      "day",
      0.46,
      (ctx) => {
        let out = bank(ctx, ctx.h * 0.64, ctx.p.ground, 10);
        for (let i = 0; i < 3; i++)
          out += rv(120 + i * 500, ctx.h * 0.84 + i * 20, 380, ["#2f6f73", "#c0602f", "#4a4a8a"][i] ?? "#333");
        for (let i = 0; i < 3; i++)
          out += `<rect x="${60 + i * 500}" y="${ctx.h * 0.8 + i * 20}" width="24" height="50" fill="#6b6b6b"/><rect x="${54 + i * 500}" y="${ctx.h * 0.8 + i * 20}" width="36" height="14" fill="#2f6f73"/>`;
        return out;
      },
      { sunY: 0.25 },
    ),
  },
  "lodging/tree-house-and-stump.jpg": {
    scene: riverScene(
      "golden",
      0.45,
      (ctx) =>
        bank(ctx, ctx.h * 0.64, ctx.p.ground) +
        pine(ctx.w * 0.08, ctx.h, ctx.h * 0.7, ctx.p.trees) +
        treeHouse(ctx.w * 0.38, ctx.h * 0.93, 330, true) +
        stumpHouse(ctx.w * 0.72, ctx.h * 0.92, 300, true),
      { sunY: 0.8, sunX: 1250 },
    ),
  },
  "lodging/container-home.jpg": {
    scene: riverScene(
      "dusk",
      0.48,
      (ctx) =>
        bank(ctx, ctx.h * 0.68, ctx.p.ground) +
        containerHome(ctx.w * 0.22, ctx.h * 0.85, ctx.w * 0.56, "#c0602f", true) +
        stringLights(ctx, ctx.w * 0.18, ctx.h * 0.55, ctx.w * 0.82, ctx.h * 0.55, 20, 16),
      { sunY: 0.9, sunX: 1300 },
    ),
  },
  "lodging/kayak-rentals.jpg": {
    scene: riverScene(
      "day",
      0.42,
      (ctx) => {
        let out = bank(ctx, ctx.h * 0.66, "#c9b994", 25);
        const colours = ["#e05a3a", "#f2c14e", "#2f8f6f", "#3d6b9a", "#e05a3a"];
        colours.forEach((c, i) => (out += kayak(ctx.w * 0.12 + i * 40, ctx.h * (0.74 + i * 0.05), ctx.w * 0.6, c)));
        return out + pine(ctx.w * 0.9, ctx.h * 0.95, ctx.h * 0.6, ctx.p.trees);
      },
      { sunY: 0.3 },
    ),
  },
  "events/fall-fest.jpg": {
    scene: (ctx) => {
      ctx.horizon = ctx.h;
      let out = sky({ ...ctx, p: PALETTES.night as Palette }) + stars(ctx, 80);
      for (let i = 0; i < 40; i++) {
        const side = i % 2 ? 1 : -1;
        const depth = ctx.r();
        out += pine(
          ctx.w / 2 + side * (120 + depth * 700 + ctx.r() * 100),
          ctx.h * (0.55 + depth * 0.5),
          ctx.h * (0.4 + depth * 0.7),
          `#0${Math.floor(6 + depth * 4)}1410`,
        );
      }
      out += `<path d="M${ctx.w * 0.47} ${ctx.h * 0.55} L${ctx.w * 0.53} ${ctx.h * 0.55} L${ctx.w * 0.8} ${ctx.h} L${ctx.w * 0.2} ${ctx.h} Z" fill="#5a4630"/>`;
      for (let i = 0; i < 6; i++) {
        const t = i / 6;
        const y = ctx.h * (0.57 + t * t * 0.4);
        out += lantern(ctx.w * (0.46 - t * 0.28), y, 6 + t * 16) + lantern(ctx.w * (0.54 + t * 0.28), y, 6 + t * 16);
      }
      return out + pumpkin(ctx.w * 0.18, ctx.h * 0.97, 60) + pumpkin(ctx.w * 0.85, ctx.h * 0.98, 50);
    },
  },
  "events/haunted-harvest.jpg": {
    scene: riverScene(
      "dusk",
      0.5,
      (ctx) => {
        let out = bank(ctx, ctx.h * 0.62, "#6b6a2a", 20);
        out +=
          hayBale(ctx.w * 0.12, ctx.h * 0.9, 300) +
          hayBale(ctx.w * 0.3, ctx.h * 0.93, 320) +
          hayBale(ctx.w * 0.2, ctx.h * 0.78, 280);
        for (const [x, r] of [
          [0.58, 70],
          [0.68, 55],
          [0.76, 80],
          [0.88, 60],
          [0.5, 45],
        ] as const)
          out += pumpkin(ctx.w * x, ctx.h * 0.95, r);
        return out;
      },
      { sunY: 0.9, sunX: 1200 },
    ),
  },
  "events/christmas-lights.jpg": { scene: lightTunnel },
  "christmas/tunnel.jpg": { scene: lightTunnel },
  "christmas/tree.jpg": {
    scene: riverScene(
      "night",
      0.6,
      (ctx) => bank(ctx, ctx.h * 0.78, "#0e1712", 10) + xmasTree(ctx, ctx.w * 0.5, ctx.h * 0.92, ctx.h * 0.78),
      { stars: true },
    ),
  },
  "christmas/reindeer.jpg": {
    scene: riverScene(
      "night",
      0.55,
      (ctx) =>
        bank(ctx, ctx.h * 0.7, "#0e1712", 10) +
        reindeer(ctx, ctx.w * 0.35, ctx.h * 0.9, 380, "cool") +
        reindeer(ctx, ctx.w * 0.72, ctx.h * 0.92, 300, "warm"),
      { stars: true },
    ),
  },
  "christmas/cocoa.jpg": {
    scene: (ctx) => {
      let out = `<rect width="${ctx.w}" height="${ctx.h}" fill="#2a1a14"/>`;
      for (let i = 0; i < 30; i++)
        out += glow(ctx.r() * ctx.w, ctx.r() * ctx.h * 0.5, 30 + ctx.r() * 50, ["warm", "red", "green"][i % 3]);
      out += `<rect y="${ctx.h * 0.62}" width="${ctx.w}" height="${ctx.h * 0.38}" fill="#6b4530"/>`;
      return out + mug(ctx.w * 0.35, ctx.h * 0.9, 300, "#c2413a") + mug(ctx.w * 0.66, ctx.h * 0.92, 280, "#f4efe6");
    },
  },
  "christmas/santa-porch.jpg": {
    scene: riverScene(
      "night",
      0.4,
      (ctx) => {
        let out =
          bank(ctx, ctx.h * 0.6, "#d8dee6", 10) +
          cottage(ctx.w * 0.25, ctx.h * 0.9, ctx.w * 0.5, { body: "#8a3a2f", roof: "#2a1e1a", lit: true, porch: true });
        out += stringLights(ctx, ctx.w * 0.19, ctx.h * 0.48, ctx.w * 0.81, ctx.h * 0.48, 30, 26, "red");
        out += `<circle cx="${ctx.w * 0.5}" cy="${ctx.h * 0.6}" r="46" fill="none" stroke="#1f6b3a" stroke-width="22"/><circle cx="${ctx.w * 0.5}" cy="${ctx.h * 0.66}" r="8" fill="#d12f2f"/>`;
        return (
          out +
          xmasTree(ctx, ctx.w * 0.12, ctx.h * 0.95, ctx.h * 0.45) +
          xmasTree(ctx, ctx.w * 0.88, ctx.h * 0.95, ctx.h * 0.45)
        );
      },
      { stars: true },
    ),
  },
  "christmas/river-reflections.jpg": {
    scene: riverScene(
      "night",
      0.45,
      (ctx) => {
        let out = "";
        const kinds = ["warm", "red", "green", "cool"];
        for (let i = 0; i < 40; i++) {
          const x = 30 + i * 40;
          const y = ctx.horizon - 10 - ctx.r() * 30;
          const kind = kinds[i % 4] ?? "warm";
          out +=
            glow(x, y, 18, kind) +
            `<rect x="${x - 3}" y="${ctx.horizon + 10}" width="6" height="${120 + ctx.r() * 200}" fill="url(#${kind})" opacity="0.6"/>`;
        }
        return out;
      },
      { stars: true },
    ),
  },
  "venue/bay-lodge.jpg": {
    scene: riverScene(
      "dusk",
      0.45,
      (ctx) => bank(ctx, ctx.h * 0.62, ctx.p.ground) + lodge(ctx.w * 0.2, ctx.h * 0.9, ctx.w * 0.6, true),
      { sunY: 0.9, sunX: 1350 },
    ),
  },
  "venue/the-landing.jpg": {
    scene: riverScene(
      "golden",
      0.5,
      (ctx) =>
        dock(ctx.w * 0.46, ctx.h * 0.72, ctx.h * 0.28, 100) +
        pavilion(ctx.w * 0.3, ctx.h * 0.75, ctx.w * 0.4, "#4a3b30") +
        stringLights(ctx, ctx.w * 0.28, ctx.h * 0.55, ctx.w * 0.72, ctx.h * 0.55, 20, 14),
      { sunY: 0.8, sunX: 1250 },
    ),
  },
  "venue/veranda-deck.jpg": {
    scene: riverScene(
      "dusk",
      0.42,
      (ctx) => {
        let out =
          `<rect y="${ctx.h * 0.74}" width="${ctx.w}" height="${ctx.h * 0.26}" fill="#8a6a48"/>` +
          railing(0, ctx.h * 0.74, ctx.w, 120, "#4a3624");
        out +=
          stringLights(ctx, -10, ctx.h * 0.1, ctx.w / 2, ctx.h * 0.2, 50, 14) +
          stringLights(ctx, ctx.w / 2, ctx.h * 0.2, ctx.w + 10, ctx.h * 0.1, 50, 14);
        return (
          out +
          patioTable(ctx.w * 0.3, ctx.h * 0.98, 170, "#f4efe6") +
          patioTable(ctx.w * 0.72, ctx.h * 0.98, 170, "#f4efe6")
        );
      },
      { sunY: 0.9, sunX: 800 },
    ),
  },
  "venue/ceremony.jpg": {
    scene: riverScene(
      "golden",
      0.5,
      (ctx) => {
        let out = bank(ctx, ctx.h * 0.62, ctx.p.ground, 10);
        out += `<path d="M${ctx.w * 0.38} ${ctx.h * 0.8} L${ctx.w * 0.38} ${ctx.h * 0.45} Q ${ctx.w * 0.5} ${ctx.h * 0.25} ${ctx.w * 0.62} ${ctx.h * 0.45} L${ctx.w * 0.62} ${ctx.h * 0.8}" stroke="#f4efe6" stroke-width="22" fill="none"/>`;
        for (let i = 0; i < 40; i++) {
          const t = i / 39;
          const x = ctx.w * (0.38 + 0.24 * t);
          const y = ctx.h * 0.45 - Math.sin(Math.PI * t) * ctx.h * 0.14 + (t < 0.05 || t > 0.95 ? 0 : 0);
          out += `<circle cx="${x}" cy="${y}" r="${14 + ctx.r() * 8}" fill="${["#f7c6d0", "#ffffff", "#e89bb0", "#9cbf7a"][i % 4]}"/>`;
        }
        for (let row = 0; row < 3; row++)
          for (let i = 0; i < 8; i++) {
            const x = i < 4 ? ctx.w * (0.08 + i * 0.07) : ctx.w * (0.64 + (i - 4) * 0.07);
            const y = ctx.h * (0.84 + row * 0.06);
            out += `<rect x="${x}" y="${y - 60 - row * 10}" width="${50 + row * 8}" height="${60 + row * 10}" rx="6" fill="#f4efe6"/>`;
          }
        return out;
      },
      { sunY: 0.8, sunX: 800 },
    ),
  },
  "venue/reception.jpg": {
    scene: (ctx) => {
      let out =
        `<rect width="${ctx.w}" height="${ctx.h}" fill="#2b1d17"/>` + lodge(-200, ctx.h * 0.5, ctx.w + 400, true);
      out += stringLights(ctx, 0, 60, ctx.w, 60, 80, 30);
      out += `<rect y="${ctx.h * 0.5}" width="${ctx.w}" height="${ctx.h * 0.5}" fill="#5a4030"/>`;
      for (const [x, y, r] of [
        [380, 760, 170],
        [1200, 780, 180],
        [800, 640, 120],
      ] as const) {
        out += `<ellipse cx="${x}" cy="${y}" rx="${r * 1.6}" ry="${r * 0.5}" fill="#f5efe3"/>`;
        for (let i = -2; i <= 2; i++)
          out +=
            glow(x + i * r * 0.5, y - 30, 40) +
            `<rect x="${x + i * r * 0.5 - 6}" y="${y - 40}" width="12" height="30" fill="#fff8e8"/>`;
      }
      return out;
    },
  },
  "venue/first-dance.jpg": {
    scene: (ctx) => {
      ctx.horizon = ctx.h;
      let out = sky({ ...ctx, p: PALETTES.dusk as Palette });
      for (let i = 0; i < 4; i++)
        out += stringLights(ctx, -20, ctx.h * (0.08 + i * 0.1), ctx.w + 20, ctx.h * (0.12 + i * 0.1), 50, 24);
      out +=
        `<rect y="${ctx.h * 0.8}" width="${ctx.w}" height="${ctx.h * 0.2}" fill="#3a2a20"/>` +
        glow(ctx.w / 2, ctx.h * 0.75, 400);
      return (
        out +
        person(ctx.w * 0.47, ctx.h * 0.92, 420, "#16101a") +
        `<path d="M${ctx.w * 0.5} ${ctx.h * 0.92} L${ctx.w * 0.51} ${ctx.h * 0.62} Q ${ctx.w * 0.545} ${ctx.h * 0.52} ${ctx.w * 0.58} ${ctx.h * 0.62} L${ctx.w * 0.64} ${ctx.h * 0.92} Z" fill="#f7f2ea"/><circle cx="${ctx.w * 0.545}" cy="${ctx.h * 0.54}" r="40" fill="#16101a"/>`
      );
    },
  },
};

function lightTunnel(ctx: Ctx): string {
  ctx.horizon = ctx.h * 0.55;
  let out =
    sky({ ...ctx, p: PALETTES.night as Palette }) +
    stars(ctx, 100) +
    treeline({ ...ctx, p: PALETTES.night as Palette }, ctx.horizon + 5, ctx.h * 0.15, "#050a12");
  out += `<rect y="${ctx.horizon}" width="${ctx.w}" height="${ctx.h - ctx.horizon}" fill="#0b0f14"/><path d="M${ctx.w * 0.47} ${ctx.horizon} L${ctx.w * 0.53} ${ctx.horizon} L${ctx.w * 0.9} ${ctx.h} L${ctx.w * 0.1} ${ctx.h} Z" fill="#1e2229"/>`;
  const kinds = ["warm", "cool", "red", "green"];
  for (let a = 12; a >= 0; a--) {
    const t = Math.pow(a / 12, 1.8);
    const cx = ctx.w / 2;
    const baseY = ctx.horizon + (1 - t) * (ctx.h - ctx.horizon) * 0.98;
    const half = 60 + (1 - t) * ctx.w * 0.55;
    const rise = 60 + (1 - t) * ctx.h * 0.85;
    const kind = kinds[a % 4] ?? "warm";
    for (let i = 0; i <= 24; i++) {
      const angle = Math.PI * (i / 24);
      const x = cx - Math.cos(angle) * half;
      const y = baseY - Math.sin(angle) * rise;
      out += glow(x, y, 6 + (1 - t) * 22, kind);
    }
  }
  return (
    out +
    `<rect x="${ctx.w * 0.44}" y="${ctx.h * 0.8}" width="${ctx.w * 0.12}" height="${ctx.h * 0.12}" rx="20" fill="#15171c"/>${glow(ctx.w * 0.455, ctx.h * 0.88, 26, "red")}${glow(ctx.w * 0.545, ctx.h * 0.88, 26, "red")}`
  );
}

for (const id of Object.keys(COTTAGE_COLOURS)) SCENES[`lodging/${id}.jpg`] = { scene: cottageScene(id) };

function logoSvg(): string {
  const check = Array.from({ length: 8 }, (_, row) =>
    Array.from({ length: 8 }, (_, col) =>
      (row + col) % 2
        ? `<rect x="${col * 20}" y="${row * 20}" width="20" height="20" fill="#c2413a" opacity="0.9"/>`
        : "",
    ).join(""),
  ).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="400" viewBox="0 0 960 400">
  <defs><clipPath id="c"><circle cx="80" cy="80" r="78"/></clipPath></defs>
  <g transform="translate(40 120)"><circle cx="80" cy="80" r="80" fill="#fbf3e4"/><g clip-path="url(#c)">${check}</g><circle cx="80" cy="80" r="78" fill="none" stroke="#7a2a24" stroke-width="4"/></g>
  <text x="240" y="205" font-family="DejaVu Serif" font-weight="bold" font-size="92" fill="#1f3d35">Pique Nique</text>
  <text x="246" y="280" font-family="DejaVu Sans" font-size="34" letter-spacing="8" fill="#7a2a24">RIVERSIDE KITCHEN</text>
</svg>`;
}

function parkMapSvg(): string {
  const w = 1600;
  const h = 1067;
  const label = (x: number, y: number, text: string, size = 24, anchor = "middle") =>
    `<text x="${x}" y="${y}" font-family="DejaVu Sans" font-weight="bold" font-size="${size}" text-anchor="${anchor}" fill="#1d2b24" stroke="#ffffff" stroke-width="5" paint-order="stroke">${text.replace(/&/g, "&amp;")}</text>`;
  const building = (x: number, y: number, bw: number, bh: number, fill: string) =>
    `<rect x="${x}" y="${y}" width="${bw}" height="${bh}" rx="6" fill="${fill}" stroke="#1d2b24" stroke-width="3"/>`;
  let out = `<rect width="${w}" height="${h}" fill="#dfe8c9"/>`;
  out += `<path d="M0 880 C 300 820, 500 960, 820 900 S 1300 760, 1600 820 L1600 ${h} L0 ${h} Z" fill="#7fb6d1" stroke="#4f8fae" stroke-width="4"/>`;
  out += label(800, 1010, "COOSA RIVER", 36);
  for (let i = 0; i < 60; i++)
    out += `<circle cx="${(i * 97) % 1600}" cy="${60 + ((i * 53) % 120)}" r="${18 + (i % 3) * 6}" fill="#9dbb7a"/>`;
  const road = "#c9b994";
  out += `<path d="M60 250 L1540 250 M60 250 L60 780 M1540 250 L1540 780 M60 780 L1540 780 M800 250 L800 780" stroke="${road}" stroke-width="34" fill="none" stroke-linecap="round"/>`;
  out += `<path d="M800 250 L800 40" stroke="${road}" stroke-width="40"/>` + label(830, 80, "Entrance", 26, "start");
  const rows = ["A", "B", "C", "D", "E", "F"];
  rows.forEach((row, r) => {
    const y = 300 + r * 78;
    for (let i = 0; i < 12; i++)
      out += `<rect x="${850 + i * 52}" y="${y}" width="40" height="52" rx="4" fill="#ffffff" stroke="#6b7d5c" stroke-width="2"/>`;
    out += label(1515, y + 36, row, 26, "end");
  });
  out += label(1160, 290, "RV Sites (Rows A-F)", 26);
  for (let i = 0; i < 6; i++) {
    const x = 110 + i * 100;
    out +=
      `<polygon points="${x},560 ${x + 35},530 ${x + 70},560" fill="#a0452c" stroke="#1d2b24" stroke-width="2"/>` +
      building(x + 5, 560, 60, 50, "#f0d79a");
  }
  out += label(420, 650, "Cottages & Tiny Homes", 26);
  out += building(120, 300, 220, 120, "#e7b48c") + label(230, 370, "Pique Nique", 26);
  out += building(420, 290, 300, 150, "#c9a27a") + label(570, 372, "The Bay Lodge", 26);
  out += building(560, 680, 160, 70, "#f4efe6") + label(640, 724, "Veranda Deck", 20);
  out += building(140, 690, 170, 60, "#f4efe6") + label(225, 728, "The Landing", 20);
  out += building(700, 120, 80, 80, "#f6e8b1") + label(680, 165, "Office & Check-in", 22, "end");
  out += building(880, 130, 120, 70, "#cfe3ea") + label(1010, 172, "Bathhouse & Laundry", 22, "start");
  out +=
    `<rect x="1180" y="820" width="20" height="80" fill="#8a6a48"/><rect x="1150" y="880" width="80" height="16" fill="#8a6a48"/>` +
    label(1250, 850, "Boat Dock", 22, "start");
  out +=
    `<circle cx="420" cy="860" r="14" fill="#e05a3a" stroke="#1d2b24" stroke-width="2"/>` +
    label(445, 868, "Kayak Launch", 22, "start");
  out +=
    `<circle cx="1320" cy="140" r="40" fill="#b9d89a" stroke="#1d2b24" stroke-width="2"/>` +
    label(1370, 148, "Dog Park", 22, "start");
  out +=
    `<circle cx="1440" cy="190" r="0"/>` + building(1200, 680, 120, 60, "#fbe3a1") + label(1260, 718, "Playground", 20);
  out += `<g transform="translate(1480 930)"><circle r="44" fill="#ffffff" stroke="#1d2b24" stroke-width="3"/><polygon points="0,-36 12,0 -12,0" fill="#c2413a"/><polygon points="0,36 12,0 -12,0" fill="#1d2b24"/>${label(0, -50, "N", 24)}</g>`;
  out += `<rect x="30" y="20" width="460" height="70" rx="10" fill="#1f3d35"/><text x="50" y="68" font-family="DejaVu Serif" font-weight="bold" font-size="38" fill="#ffffff">Coosa Riverside Park Map</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${out}</svg>`;
}

async function write(file: string, svg: string, kind: "jpg" | "png"): Promise<void> {
  const path = join(OUT, file);
  mkdirSync(dirname(path), { recursive: true });
  const image = sharp(Buffer.from(svg));
  const data =
    kind === "jpg"
      ? await image.flatten({ background: "#000" }).jpeg({ quality: 78, mozjpeg: true }).toBuffer()
      : await image.png({ palette: true, quality: 90, compressionLevel: 9 }).toBuffer();
  writeFileSync(path, data);
  console.log(`${file}: ${(data.length / 1024).toFixed(0)} KB`);
}

const only = process.argv.find((arg) => arg.startsWith("--only="))?.slice("--only=".length);
for (const [file, { h = 1067, scene }] of Object.entries(SCENES)) {
  if (only && !file.startsWith(only)) continue;
  const ctx: Ctx = { w: W, h, p: PALETTES.day as Palette, r: seeded(file), horizon: h / 2 };
  await write(file, frame(W, h, scene(ctx)), "jpg");
}
if (!only || "pique-nique/logo.png".startsWith(only)) await write("pique-nique/logo.png", logoSvg(), "png");
if (!only || "park-map.png".startsWith(only)) await write("park-map.png", parkMapSvg(), "png");
