/**
 * Demo pictures drawn at seed time without network or fonts: an SVG of soft gradients and a
 * stylised silhouette (a lathe, a wrench, a gear, a box...) rendered to JPEG by sharp. Everything
 * is derived from a numeric seed, so a run draws the same pictures every time.
 */
import sharp from 'sharp';
import { saveImage } from '../../../modules/images/images.service.ts';
import type { SeedContext } from '../context.ts';
import { mapWithLimit } from '../../../lib/map-with-limit.ts';

export type ArtKind =
  | 'lathe'
  | 'mill'
  | 'press'
  | 'compressor'
  | 'wrench'
  | 'drill'
  | 'gear'
  | 'bearing'
  | 'box'
  | 'barrel'
  | 'blueprint'
  | 'factory';

export const ART_KINDS: readonly ArtKind[] = [
  'lathe',
  'mill',
  'press',
  'compressor',
  'wrench',
  'drill',
  'gear',
  'bearing',
  'box',
  'barrel',
  'blueprint',
  'factory',
];

/** mulberry32: a tiny deterministic PRNG, good enough for picking colours and angles. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Palette {
  bgFrom: string;
  bgTo: string;
  body: string;
  bodyDark: string;
  accent: string;
  dark: string;
  metal: string;
  metalLight: string;
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(((h % 360) + 360) % 360)},${s}%,${l}%)`;

function createPalette(hue: number, random: () => number): Palette {
  const bodyHue = hue + 150 + random() * 60;
  return {
    bgFrom: hsl(hue, 40 + random() * 20, 93),
    bgTo: hsl(hue + 25, 35 + random() * 20, 78),
    body: hsl(bodyHue, 30 + random() * 25, 48 + random() * 10),
    bodyDark: hsl(bodyHue, 30, 32),
    accent: hsl(hue + 30 + random() * 40, 85, 55),
    dark: hsl(bodyHue, 12, 20),
    metal: hsl(210, 8, 66),
    metalLight: hsl(210, 12, 84),
  };
}

const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" ${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r}" fill="${fill}" ${extra}/>`;

function gearPath(teeth: number, outer: number, root: number): string {
  const points: string[] = [];
  const step = (Math.PI * 2) / teeth;
  for (let i = 0; i < teeth; i++) {
    const a = i * step;
    const corners: [number, number][] = [
      [root, a],
      [outer, a + step * 0.15],
      [outer, a + step * 0.45],
      [root, a + step * 0.6],
    ];
    for (const [r, angle] of corners) {
      points.push(`${(r * Math.cos(angle)).toFixed(1)},${(r * Math.sin(angle)).toFixed(1)}`);
    }
  }
  return `M${points.join('L')}Z`;
}

/** Each silhouette is drawn around (0, 0) and fits in roughly 600 x 400. */
const ART: Record<ArtKind, (p: Palette, random: () => number) => string> = {
  lathe: (p) =>
    [
      rect(-290, 60, 580, 26, p.dark, 4),
      rect(-280, 86, 130, 110, p.body, 6),
      rect(150, 86, 130, 110, p.body, 6),
      rect(-270, 18, 540, 44, p.bodyDark, 4),
      rect(-285, -120, 160, 140, p.body, 10),
      rect(-275, -170, 70, 50, p.dark, 6),
      rect(-265, -160, 50, 28, p.accent, 3, 'opacity="0.8"'),
      circle(-112, -45, 52, p.metal),
      circle(-112, -45, 18, p.dark),
      rect(-100, -98, 22, 26, p.metalLight, 3),
      rect(-100, -18, 22, 26, p.metalLight, 3),
      rect(-40, -42, 190, 12, p.metalLight, 6),
      rect(-30, -20, 120, 40, p.bodyDark, 6),
      rect(0, -58, 34, 38, p.metal, 4),
      rect(170, -70, 95, 90, p.body, 8),
      rect(140, -50, 34, 18, p.metal, 4),
      rect(-160, -200, 8, 80, p.dark),
      rect(-168, -236, 24, 14, '#e5484d', 3),
      rect(-168, -222, 24, 14, '#f5c518', 3),
      rect(-168, -208, 24, 14, '#30a46c', 3),
    ].join(''),
  mill: (p) =>
    [
      rect(-215, 180, 430, 22, p.dark, 4),
      rect(-200, -190, 400, 372, p.body, 16),
      rect(-168, -150, 236, 200, p.dark, 10, 'opacity="0.85"'),
      rect(-150, -135, 200, 170, p.metalLight, 8, 'opacity="0.25"'),
      rect(-78, -150, 44, 96, p.metal, 4),
      rect(-64, -54, 16, 36, p.metalLight, 2),
      rect(-140, 14, 180, 18, p.metal, 3),
      rect(90, -140, 90, 170, p.dark, 8),
      rect(102, -128, 66, 48, p.accent, 4, 'opacity="0.75"'),
      ...[0, 1, 2].flatMap((row) =>
        [0, 1, 2].map((col) => rect(104 + col * 22, -66 + row * 24, 16, 16, p.metalLight, 3)),
      ),
      rect(-200, 80, 400, 14, p.accent, 0, 'opacity="0.9"'),
    ].join(''),
  press: (p) =>
    [
      rect(-210, 176, 420, 28, p.dark, 4),
      rect(-170, -170, 56, 350, p.body, 6),
      rect(114, -170, 56, 350, p.body, 6),
      rect(-200, -210, 400, 72, p.bodyDark, 10),
      rect(-34, -250, 68, 44, p.metal, 6),
      rect(-14, -138, 28, 40, p.metalLight, 4),
      rect(-110, -100, 220, 48, p.body, 6),
      rect(-90, -52, 180, 14, p.metal, 2),
      rect(-150, 110, 300, 42, p.bodyDark, 6),
      rect(-120, 94, 240, 16, p.metal, 2),
      `<path d="M34 -235 C 120 -260, 210 -230, 200 -120" stroke="${p.dark}" stroke-width="10" fill="none"/>`,
      rect(-200, -200, 400, 10, p.accent, 0, 'opacity="0.85"'),
    ].join(''),
  compressor: (p) =>
    [
      circle(-170, 172, 28, p.dark),
      circle(170, 172, 28, p.dark),
      rect(-250, 20, 500, 136, p.body, 68),
      rect(-250, 76, 500, 10, p.bodyDark, 0, 'opacity="0.5"'),
      rect(-190, -96, 170, 118, p.dark, 14),
      ...[0, 1, 2, 3, 4].map((i) => rect(-176, -80 + i * 20, 142, 8, p.bodyDark, 4)),
      rect(30, -130, 150, 150, p.metal, 10),
      ...[0, 1, 2, 3, 4, 5].map((i) => rect(40, -118 + i * 22, 130, 8, p.metalLight, 4)),
      circle(210, 0, 26, p.metalLight),
      circle(210, 0, 18, '#ffffff'),
      `<line x1="210" y1="0" x2="222" y2="-10" stroke="${p.accent}" stroke-width="4"/>`,
    ].join(''),
  wrench: (p, random) => {
    const angle = -20 + random() * 40;
    return [
      `<mask id="wrench-cut"><rect x="-400" y="-300" width="800" height="600" fill="#fff"/>`,
      `<rect x="236" y="-22" width="120" height="44" fill="#000"/><circle cx="-236" cy="0" r="30" fill="#000"/></mask>`,
      `<g transform="rotate(${angle.toFixed(1)})" mask="url(#wrench-cut)">`,
      rect(-240, -24, 450, 48, p.metal, 24),
      circle(220, 0, 70, p.metal),
      circle(-236, 0, 60, p.metal),
      rect(-150, -10, 300, 20, p.metalLight, 10),
      `</g>`,
      `<g transform="rotate(${(angle + 70).toFixed(1)}) translate(0 40)">`,
      rect(-230, -26, 170, 52, p.accent, 20),
      rect(-60, -9, 260, 18, p.metalLight, 4),
      rect(196, -5, 24, 10, p.metal, 2),
      `</g>`,
    ].join('');
  },
  drill: (p) =>
    [
      rect(-160, 118, 200, 74, p.dark, 12),
      rect(-150, 112, 180, 14, p.bodyDark, 4),
      `<path d="M-120 -40 L-30 -40 L0 120 L-100 120 Z" fill="${p.accent}"/>`,
      rect(-60, -20, 18, 40, p.dark, 6),
      rect(-220, -130, 330, 100, p.accent, 40),
      rect(-200, -110, 90, 60, p.dark, 20, 'opacity="0.85"'),
      rect(100, -112, 70, 64, p.dark, 10),
      rect(170, -98, 40, 36, p.metal, 6),
      rect(210, -86, 120, 12, p.metalLight, 2),
    ].join(''),
  gear: (p, random) => {
    const teeth = 12 + Math.floor(random() * 8);
    const turn = random() * 30;
    return [
      `<g transform="translate(-70 -10) rotate(${turn.toFixed(1)})">`,
      `<path d="${gearPath(teeth, 175, 145)}" fill="${p.metal}"/>`,
      circle(0, 0, 120, p.metalLight, 'opacity="0.5"'),
      ...[0, 1, 2, 3, 4].map((i) =>
        circle(
          Math.cos((i * Math.PI * 2) / 5) * 88,
          Math.sin((i * Math.PI * 2) / 5) * 88,
          20,
          p.dark,
          'opacity="0.55"',
        ),
      ),
      circle(0, 0, 46, p.dark),
      `</g>`,
      `<g transform="translate(190 120) rotate(${(turn + 9).toFixed(1)})">`,
      `<path d="${gearPath(Math.max(8, teeth - 6), 100, 80)}" fill="${p.body}"/>`,
      circle(0, 0, 28, p.dark),
      `</g>`,
    ].join('');
  },
  bearing: (p, random) => {
    const balls = 8 + Math.floor(random() * 4);
    const drawBearing = (cx: number, cy: number, scale: number) =>
      [
        `<g transform="translate(${cx} ${cy}) scale(${scale})">`,
        circle(0, 0, 170, p.metal),
        circle(0, 0, 148, p.dark),
        ...Array.from({ length: balls }, (_, i) =>
          circle(
            Math.cos((i * Math.PI * 2) / balls) * 124,
            Math.sin((i * Math.PI * 2) / balls) * 124,
            22,
            p.metalLight,
          ),
        ),
        circle(0, 0, 100, p.metal),
        circle(0, 0, 62, p.bgTo),
        `</g>`,
      ].join('');
    return drawBearing(-80, -10, 1) + drawBearing(190, 110, 0.5);
  },
  box: (p) => {
    const front = '-200,-40 60,20 60,200 -200,140';
    const side = '60,20 220,-40 220,140 60,200';
    const top = '-200,-40 -40,-100 220,-40 60,20';
    return [
      `<polygon points="${front}" fill="${p.body}"/>`,
      `<polygon points="${side}" fill="${p.bodyDark}"/>`,
      `<polygon points="${top}" fill="${p.metalLight}"/>`,
      `<polygon points="-90,-70 -50,-85 170,-25 130,-10" fill="${p.accent}" opacity="0.8"/>`,
      `<polygon points="-150,40 -20,70 -20,110 -150,80" fill="#ffffff" opacity="0.7"/>`,
    ].join('');
  },
  barrel: (p) => {
    const drum = (x: number, fill: string) =>
      [
        rect(x - 100, -160, 200, 330, fill, 18),
        `<ellipse cx="${x}" cy="-160" rx="100" ry="22" fill="${p.metalLight}"/>`,
        circle(x + 40, -162, 12, p.dark),
        rect(x - 100, -60, 200, 12, p.bodyDark, 0, 'opacity="0.6"'),
        rect(x - 100, 60, 200, 12, p.bodyDark, 0, 'opacity="0.6"'),
        rect(x - 60, -20, 120, 60, '#ffffff', 6, 'opacity="0.75"'),
      ].join('');
    return drum(-120, p.body) + drum(120, p.accent);
  },
  blueprint: (p, random) => {
    const lines: string[] = [];
    for (let x = -240; x <= 240; x += 30) lines.push(`<line x1="${x}" y1="-170" x2="${x}" y2="170"/>`);
    for (let y = -170; y <= 170; y += 30) lines.push(`<line x1="-250" y1="${y}" x2="250" y2="${y}"/>`);
    const r = 70 + random() * 30;
    return [
      rect(-260, -185, 520, 370, '#1f4f8a', 6),
      `<g stroke="#ffffff" stroke-opacity="0.15" stroke-width="1">${lines.join('')}</g>`,
      `<g stroke="#ffffff" stroke-width="4" fill="none">`,
      `<circle cx="-60" cy="0" r="${r.toFixed(0)}"/><circle cx="-60" cy="0" r="28"/>`,
      `<rect x="30" y="-50" width="160" height="100" rx="6"/>`,
      `<line x1="-60" y1="${-r - 30}" x2="-60" y2="${r + 30}" stroke-dasharray="12 8" stroke-width="2"/>`,
      `<line x1="30" y1="80" x2="190" y2="80" stroke-width="2"/>`,
      `</g>`,
      `<g transform="rotate(-30) translate(40 170)">`,
      rect(-170, -10, 300, 20, p.accent, 4),
      `<polygon points="130,-10 165,0 130,10" fill="${p.metalLight}"/>`,
      `</g>`,
    ].join('');
  },
  factory: (p) =>
    [
      rect(-270, 10, 540, 180, p.body, 4),
      `<polygon points="-270,10 -270,-60 -180,10 -180,-60 -90,10 -90,-60 0,10 0,-60 90,10" fill="${p.bodyDark}"/>`,
      rect(90, -100, 180, 110, p.bodyDark, 4),
      rect(190, -220, 38, 130, p.dark, 4),
      circle(215, -250, 26, '#ffffff', 'opacity="0.6"'),
      circle(250, -285, 34, '#ffffff', 'opacity="0.45"'),
      ...[0, 1, 2, 3, 4].map((i) => rect(-240 + i * 70, 50, 44, 40, p.metalLight, 3, 'opacity="0.85"')),
      rect(120, 80, 110, 110, p.dark, 4),
      rect(-270, 170, 540, 20, p.accent, 0, 'opacity="0.8"'),
    ].join(''),
};

export interface PhotoOptions {
  art: ArtKind;
  seed: number;
  /** Base hue of the product: its photos share a colour family, angles and framing vary. */
  hue: number;
  width?: number;
  height?: number;
}

function gradientDefs(p: Palette, angle: number) {
  return (
    `<defs><linearGradient id="bg" gradientTransform="rotate(${angle.toFixed(0)} 0.5 0.5)">` +
    `<stop offset="0" stop-color="${p.bgFrom}"/><stop offset="1" stop-color="${p.bgTo}"/></linearGradient>` +
    `<radialGradient id="light" cx="0.3" cy="0.2" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/>` +
    `<stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>`
  );
}

/** A product photo: the item's silhouette on a soft backdrop, framed a little differently per seed. */
export function productPhotoSvg({ art, seed, hue, width = 800, height = 600 }: PhotoOptions): string {
  const random = createRandom(seed);
  const palette = createPalette(hue, random);
  const scale = (Math.min(width / 800, height / 600) * (0.78 + random() * 0.22)).toFixed(3);
  const mirror = random() < 0.35 ? ' scale(-1 1)' : '';
  const dx = (random() - 0.5) * width * 0.08;
  const dy = (random() - 0.5) * height * 0.06;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    gradientDefs(palette, random() * 90),
    rect(0, 0, width, height, 'url(#bg)'),
    rect(0, height * 0.72, width, height * 0.28, palette.bodyDark, 0, 'opacity="0.08"'),
    `<ellipse cx="${width / 2 + dx}" cy="${height * 0.86}" rx="${width * 0.36}" ry="${height * 0.05}" fill="#000" opacity="0.12"/>`,
    `<g transform="translate(${(width / 2 + dx).toFixed(1)} ${(height / 2 + dy).toFixed(1)}) scale(${scale})${mirror}">`,
    ART[art](palette, random),
    `</g>`,
    rect(0, 0, width, height, 'url(#light)'),
    `</svg>`,
  ].join('');
}

/** A profile picture: a head-and-shoulders silhouette on a coloured disc. */
export function avatarSvg(seed: number, hue: number, size = 400): string {
  const random = createRandom(seed);
  const palette = createPalette(hue, random);
  const c = size / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`,
    gradientDefs(palette, 45),
    rect(0, 0, size, size, 'url(#bg)'),
    circle(c, c * 0.8, size * 0.19, palette.body),
    `<path d="M${c - size * 0.34} ${size} C ${c - size * 0.34} ${size * 0.62}, ${c + size * 0.34} ${size * 0.62}, ${c + size * 0.34} ${size} Z" fill="${palette.body}"/>`,
    rect(c - size * 0.2, size * 0.52, size * 0.4, size * 0.07, palette.accent, size * 0.035, 'opacity="0.9"'),
    `</svg>`,
  ].join('');
}

/**
 * A banner (event or promotion): gradient, decorative discs, a motif and light bars where a
 * designer would put the headline. No text: fonts may be missing on the server.
 */
export function bannerSvg({ art, seed, hue, width = 1200, height = 400 }: PhotoOptions): string {
  const random = createRandom(seed);
  const palette = createPalette(hue, random);
  const portrait = height > width;
  const artScale = Math.min(width / 700, height / 480) * (portrait ? 0.85 : 0.75);
  const artX = portrait ? width / 2 : width * 0.72;
  const artY = portrait ? height * 0.62 : height / 2;
  const barX = portrait ? width * 0.12 : width * 0.07;
  const barY = portrait ? height * 0.14 : height * 0.28;
  const barW = portrait ? width * 0.76 : width * 0.4;
  const barH = Math.min(width, height) * 0.07;
  const discs = Array.from({ length: 6 }, () =>
    circle(
      random() * width,
      random() * height,
      Math.min(width, height) * (0.08 + random() * 0.25),
      '#ffffff',
      `opacity="${(0.08 + random() * 0.12).toFixed(2)}"`,
    ),
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="bg" gradientTransform="rotate(${(30 + random() * 40).toFixed(0)} 0.5 0.5)">`,
    `<stop offset="0" stop-color="${hsl(hue, 70, 55)}"/><stop offset="1" stop-color="${hsl(hue + 40, 65, 35)}"/></linearGradient></defs>`,
    rect(0, 0, width, height, 'url(#bg)'),
    ...discs,
    rect(barX, barY, barW, barH, '#ffffff', barH / 2, 'opacity="0.92"'),
    rect(barX, barY + barH * 1.6, barW * 0.7, barH * 0.6, '#ffffff', barH * 0.3, 'opacity="0.7"'),
    rect(barX, barY + barH * 2.8, barW * 0.35, barH * 0.9, palette.accent, barH * 0.45),
    `<g transform="translate(${artX.toFixed(1)} ${artY.toFixed(1)}) scale(${artScale.toFixed(3)})">`,
    ART[art](palette, random),
    `</g>`,
    `</svg>`,
  ].join('');
}

/** Renders an SVG to a JPEG buffer, the kind of upload saveImage expects. */
export async function renderJpeg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).jpeg({ quality: 88 }).toBuffer();
}

/** Photos are rendered a few at a time: sharp uses libvips' own threads as well. */
export const PHOTO_CONCURRENCY = 3;

/**
 * Draws each item's photos (a post's, a factory's, a portfolio's) and saves them as its owner's
 * uploads. Returns the image ids per item, in order; `firstSeed` keeps each kind's pictures apart.
 */
export async function saveDemoPhotos(
  { trx, storage }: SeedContext,
  items: readonly { ownerId: number; photos: number; art: ArtKind; hue: number }[],
  firstSeed: number,
): Promise<number[][]> {
  const photos = items.flatMap((item, index) =>
    Array.from({ length: item.photos }, (_, position) => ({ item, index, position })),
  );
  const imageIds = await mapWithLimit(photos, PHOTO_CONCURRENCY, async ({ item, index, position }) => {
    const svg = productPhotoSvg({ art: item.art, hue: item.hue, seed: firstSeed + index * 16 + position });
    return saveImage(trx, storage, await renderJpeg(svg), item.ownerId);
  });
  return items.map((_, index) =>
    photos.flatMap((photo, i) => (photo.index === index ? [imageIds[i] as number] : [])),
  );
}
