import sharp from 'sharp';
import type { Random } from './demo-random.ts';

const WIDTH = 800;
const HEIGHT = 500;

/** Sky colours from the top of the picture to the horizon, and the light they cast on the land. */
const SKIES = [
  { top: '#f6d365', horizon: '#fda085', sun: '#fff3c4', land: ['#7a6a8f', '#5b4f73', '#3d3552'] },
  { top: '#3a8dde', horizon: '#bfe6ff', sun: '#fffbe6', land: ['#8fb3c9', '#4f7d5c', '#2f5d3a'] },
  { top: '#2c3e50', horizon: '#fd746c', sun: '#ffd29d', land: ['#6b4a6e', '#47334f', '#2a1f33'] },
  { top: '#0f2027', horizon: '#2c5364', sun: '#f4f1de', land: ['#34505e', '#203a43', '#111e24'] },
] as const;
type Sky = (typeof SKIES)[number];

const FLAG_COLOURS = ['#1d4ed8', '#f8fafc', '#dc2626', '#16a34a', '#facc15'];

const skyAndSun = (random: Random, sky: Sky) => {
  const sunX = random.int(80, WIDTH - 80);
  const sunY = random.int(60, 200);
  return `
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.horizon}"/></linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="${sky.sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${sky.sun}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="${sunY}" r="120" fill="url(#glow)"/>
  <circle cx="${sunX}" cy="${sunY}" r="${random.int(26, 40)}" fill="${sky.sun}"/>`;
};

/** A jagged ridge from left to right around `baseline`; answers the polygon and its peaks. */
function ridge(random: Random, baseline: number, height: number, steps: number) {
  const points: [number, number][] = [[0, HEIGHT]];
  for (let i = 0; i <= steps; i++) {
    points.push([(i * WIDTH) / steps, baseline - random.int(0, height)]);
  }
  points.push([WIDTH, HEIGHT]);
  const peaks = points.slice(1, -1).filter((point, i, all) => i > 0 && i < all.length - 1 && point[1] < baseline - height * 0.6);
  return { polygon: points.map(([x, y]) => `${x.toFixed(0)},${y.toFixed(0)}`).join(' '), peaks };
}

const snowCap = ([x, y]: [number, number]) =>
  `<polygon points="${x - 28},${y + 34} ${x},${y} ${x + 30},${y + 36} ${x + 8},${y + 26}" fill="#f8fafc"/>`;

function mountains(random: Random, sky: Sky) {
  const far = ridge(random, 300, 170, 7);
  const middle = ridge(random, 370, 90, 11);
  const near = ridge(random, 440, 50, 16);
  const flags = Array.from({ length: 14 }, (_, i) => {
    const x = 60 + i * 26;
    return `<rect x="${x}" y="${330 + i * 3 + (i % 2) * 4}" width="16" height="20" fill="${FLAG_COLOURS[i % FLAG_COLOURS.length]}"/>`;
  }).join('');
  return `${skyAndSun(random, sky)}
  <polygon points="${far.polygon}" fill="${sky.land[0]}"/>${far.peaks.map(snowCap).join('')}
  <polygon points="${middle.polygon}" fill="${sky.land[1]}"/>
  <polygon points="${near.polygon}" fill="${sky.land[2]}"/>
  ${random.chance(0.5) ? `<path d="M50 325 Q 230 380 430 360" stroke="#e5e7eb" stroke-width="2" fill="none"/>${flags}` : ''}`;
}

function city(random: Random, sky: Sky) {
  let skyline = '';
  for (let x = 0; x < WIDTH; x += random.int(50, 90)) {
    const width = random.int(40, 80);
    const height = random.int(90, 230);
    skyline += `<rect x="${x}" y="${HEIGHT - 60 - height}" width="${width}" height="${height}" fill="${sky.land[2]}"/>`;
    for (let wy = HEIGHT - 50 - height; wy < HEIGHT - 80; wy += 22) {
      for (let wx = x + 8; wx < x + width - 10; wx += 16) {
        if (random.chance(0.55)) skyline += `<rect x="${wx}" y="${wy}" width="8" height="10" fill="#fde68a" opacity="0.85"/>`;
      }
    }
  }
  const templeX = random.int(120, WIDTH - 220);
  const tiers = [0, 1, 2]
    .map((tier) => {
      const half = 90 - tier * 24;
      const y = 300 - tier * 52;
      return `<polygon points="${templeX - half},${y} ${templeX + half},${y} ${templeX + half - 30},${y - 34} ${templeX - half + 30},${y - 34}" fill="#7c2d12"/>
      <rect x="${templeX - half + 34}" y="${y}" width="${(half - 34) * 2}" height="18" fill="#92400e"/>`;
    })
    .join('');
  return `${skyAndSun(random, sky)}
  <rect x="0" y="${HEIGHT - 150}" width="${WIDTH}" height="150" fill="${sky.land[1]}"/>
  ${skyline}
  ${tiers}<rect x="${templeX - 70}" y="318" width="140" height="${HEIGHT - 378}" fill="#78350f"/>
  <polygon points="${templeX - 6},146 ${templeX + 6},146 ${templeX},118" fill="#facc15"/>
  <rect x="0" y="${HEIGHT - 60}" width="${WIDTH}" height="60" fill="#374151"/>
  <rect x="0" y="${HEIGHT - 33}" width="${WIDTH}" height="4" fill="#f9fafb" stroke-dasharray="30 20"/>`;
}

function terraces(random: Random, sky: Sky) {
  const greens = ['#a3c56b', '#8db255', '#6f9a3e', '#c9b458', '#5f8a35', '#9ab64f'];
  let bands = '';
  for (let i = 0; i < 9; i++) {
    const y = 250 + i * 30;
    const bend = random.int(-40, 40);
    bands += `<path d="M0 ${y} Q ${WIDTH / 2} ${y + bend} ${WIDTH} ${y - 10} L ${WIDTH} ${HEIGHT} L 0 ${HEIGHT} Z" fill="${greens[i % greens.length]}"/>
    <path d="M0 ${y} Q ${WIDTH / 2} ${y + bend} ${WIDTH} ${y - 10}" stroke="#4d6b2a" stroke-width="3" fill="none"/>`;
  }
  const houseX = random.int(100, WIDTH - 160);
  return `${skyAndSun(random, sky)}
  <polygon points="${ridge(random, 260, 120, 9).polygon}" fill="${sky.land[0]}"/>
  ${bands}
  <rect x="${houseX}" y="262" width="70" height="44" fill="#f5f5f4"/>
  <polygon points="${houseX - 10},264 ${houseX + 35},236 ${houseX + 80},264" fill="#b45309"/>
  <rect x="${houseX + 28}" y="280" width="14" height="26" fill="#57534e"/>`;
}

function lake(random: Random, sky: Sky) {
  const range = ridge(random, 290, 150, 8);
  const boatX = random.int(120, WIDTH - 200);
  return `${skyAndSun(random, sky)}
  <polygon points="${range.polygon}" fill="${sky.land[1]}"/>${range.peaks.map(snowCap).join('')}
  <clipPath id="water"><rect x="0" y="300" width="${WIDTH}" height="200"/></clipPath>
  <rect x="0" y="300" width="${WIDTH}" height="200" fill="${sky.horizon}"/>
  <g clip-path="url(#water)"><g transform="translate(0 600) scale(1 -1)" opacity="0.35"><polygon points="${range.polygon}" fill="${sky.land[1]}"/></g></g>
  <rect x="0" y="300" width="${WIDTH}" height="200" fill="#1e3a5f" opacity="0.35"/>
  <path d="M${boatX} 400 L ${boatX + 120} 400 L ${boatX + 100} 420 L ${boatX + 20} 420 Z" fill="#b91c1c"/>
  <rect x="${boatX + 30}" y="380" width="60" height="20" fill="#1d4ed8"/>`;
}

function stadium(random: Random, sky: Sky) {
  let crowd = '';
  for (let row = 0; row < 5; row++) {
    for (let x = 10 + (row % 2) * 8; x < WIDTH; x += 16) {
      crowd += `<circle cx="${x}" cy="${200 + row * 16}" r="6" fill="${random.pick(['#dc2626', '#1d4ed8', '#f8fafc', '#facc15', '#111827'])}"/>`;
    }
  }
  const stripes = Array.from(
    { length: 8 },
    (_, i) =>
      `<polygon points="${i * 100 - 200},${HEIGHT} ${(i + 1) * 100 - 200},${HEIGHT} ${(i + 1) * 100 * 0.6 + 120},290 ${i * 100 * 0.6 + 120},290" fill="${i % 2 ? '#15803d' : '#16a34a'}"/>`,
  ).join('');
  return `${skyAndSun(random, sky)}
  <rect x="0" y="180" width="${WIDTH}" height="110" fill="#374151"/>${crowd}
  <rect x="0" y="290" width="${WIDTH}" height="${HEIGHT - 290}" fill="#15803d"/>${stripes}
  <rect x="${WIDTH / 2 - 90}" y="300" width="180" height="50" fill="none" stroke="#f9fafb" stroke-width="5"/>
  <circle cx="${random.int(150, 650)}" cy="${random.int(380, 460)}" r="12" fill="#f9fafb"/>`;
}

const SCENES = [mountains, city, terraces, lake, stadium];

async function renderScene(random: Random, index: number): Promise<Buffer> {
  const scene = SCENES[index % SCENES.length] as (typeof SCENES)[number];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">${scene(random, random.pick(SKIES))}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 76 }).toBuffer();
}

/**
 * `count` landscape pictures (Himalayan ranges, a city with a pagoda, terraced fields, a lake, a
 * stadium) in varied light. Drawn without text, so they need no fonts on the machine.
 */
export function demoImagePool(random: Random, count: number): Promise<Buffer[]> {
  return Promise.all(Array.from({ length: count }, (_, index) => renderScene(random, index)));
}
