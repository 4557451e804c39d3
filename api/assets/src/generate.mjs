// Draws each tenant's images as SVG (kept beside this script) and converts them to the CDN files.
// sharp and png-to-ico are not project dependencies; install them somewhere temporary first:
//   npm install --prefix /tmp/imggen sharp png-to-ico
//   IMAGE_TOOLS=/tmp/imggen node api/assets/src/generate.mjs
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const cdn = path.resolve(here, '../cdn');
const tools = createRequire(path.join(process.env.IMAGE_TOOLS ?? '/tmp/imggen', 'package.json'));
const sharp = tools('sharp');
const pngToIcoModule = tools('png-to-ico');
const pngToIco = pngToIcoModule.default ?? pngToIcoModule;

const tenants = [
  {
    folder: 'demo',
    name: ['Fundación', 'Demo'],
    initials: 'FD',
    color: '#0f766e',
    accent: '#f59e0b',
    soft: '#ccfbf1',
  },
  {
    folder: 'otra',
    name: ['Asociación', 'Otra Mirada'],
    initials: 'OM',
    color: '#7c3aed',
    accent: '#ec4899',
    soft: '#ede9fe',
  },
  {
    folder: 'common',
    name: ['Enlace', 'Voluntariado'],
    initials: 'E',
    color: '#2563eb',
    accent: '#22c55e',
    soft: '#dbeafe',
  },
];

const font = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

// Two linked rings: the "enlace" (link) between an organisation and its volunteers.
const mark = (t, x, y, r) => `
  <g transform="translate(${x} ${y})">
    <circle r="${r}" fill="${t.color}"/>
    <circle cx="${-r * 0.22}" r="${r * 0.42}" fill="none" stroke="#fff" stroke-width="${r * 0.14}"/>
    <circle cx="${r * 0.22}" r="${r * 0.42}" fill="none" stroke="${t.accent}" stroke-width="${r * 0.14}"/>
  </g>`;

const logo = (
  t,
  dark,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120" viewBox="0 0 480 120">
  ${mark(t, 60, 60, 46)}
  <text x="124" y="56" font-family="${font}" font-size="34" font-weight="700" fill="${dark ? '#111827' : '#ffffff'}">${t.name[0]}</text>
  <text x="124" y="94" font-family="${font}" font-size="28" fill="${dark ? t.color : t.soft}">${t.name[1]}</text>
</svg>`;

const people = (t, cx, base, scale) =>
  [
    [-70, 0.9, t.accent],
    [0, 1.1, '#ffffff'],
    [70, 0.95, t.soft],
  ]
    .map(
      ([dx, s, fill]) => `
  <g transform="translate(${cx + dx * scale} ${base}) scale(${s * scale})">
    <circle cy="-118" r="26" fill="${fill}"/>
    <path d="M-44 0 C-44 -60 -30 -84 0 -84 C30 -84 44 -60 44 0 Z" fill="${fill}"/>
  </g>`,
    )
    .join('');

const hero = (t) => `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${t.color}"/>
      <stop offset="1" stop-color="${t.accent}"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#fff7d6"/>
      <stop offset="1" stop-color="#fff7d6" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="1200" height="675" fill="url(#sky)"/>
  <circle cx="930" cy="170" r="190" fill="url(#sun)"/>
  <path d="M0 470 C200 400 380 520 600 450 C820 380 1000 500 1200 430 L1200 675 L0 675 Z" fill="${t.soft}" opacity="0.55"/>
  <path d="M0 560 C240 500 420 600 650 540 C860 485 1020 580 1200 530 L1200 675 L0 675 Z" fill="#ffffff" opacity="0.35"/>
  <g fill="none" stroke="#ffffff" stroke-width="6" opacity="0.35">
    <circle cx="180" cy="150" r="60"/><circle cx="240" cy="150" r="60"/>
  </g>
  <g opacity="0.9">${people(t, 760, 610, 1.6)}</g>
  <path d="M560 300 q30 -40 60 0 q30 -40 60 0 q0 40 -60 80 q-60 -40 -60 -80 Z" fill="#ffffff" opacity="0.85" transform="translate(140 -170) scale(0.8)"/>
</svg>`;

const volunteerForm = (
  t,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
  <defs>
    <linearGradient id="bg" x1="0" y1="1" x2="1" y2="0">
      <stop offset="0" stop-color="${t.soft}"/>
      <stop offset="1" stop-color="#ffffff"/>
    </linearGradient>
  </defs>
  <rect width="800" height="800" fill="url(#bg)"/>
  <circle cx="400" cy="420" r="300" fill="${t.color}" opacity="0.12"/>
  <circle cx="610" cy="190" r="90" fill="${t.accent}" opacity="0.35"/>
  <rect x="150" y="170" width="260" height="340" rx="24" fill="#ffffff" stroke="${t.color}" stroke-width="8"/>
  <g fill="${t.color}" opacity="0.7">
    <rect x="190" y="230" width="180" height="18" rx="9"/>
    <rect x="190" y="280" width="140" height="18" rx="9"/>
    <rect x="190" y="330" width="170" height="18" rx="9"/>
    <rect x="190" y="380" width="120" height="18" rx="9"/>
  </g>
  <path d="M205 450 l28 28 l56 -64" fill="none" stroke="${t.accent}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>
  <g>${people(t, 540, 690, 1.3).replaceAll('#ffffff', t.color)}</g>
</svg>`;

const favicon = (t) => `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="${t.color}"/>
  <circle cx="26" cy="32" r="13" fill="none" stroke="#ffffff" stroke-width="5"/>
  <circle cx="38" cy="32" r="13" fill="none" stroke="${t.accent}" stroke-width="5"/>
</svg>`;

for (const t of tenants) {
  const srcDir = path.join(here, t.folder);
  const outDir = path.join(cdn, t.folder);
  fs.mkdirSync(srcDir, { recursive: true });
  fs.mkdirSync(outDir, { recursive: true });
  const images = {
    logo_dark: [logo(t, true), 480],
    logo_light: [logo(t, false), 480],
    hero_img: [hero(t), 1200],
    volunteer_form_img: [volunteerForm(t), 800],
  };
  for (const [name, [svg, width]] of Object.entries(images)) {
    fs.writeFileSync(path.join(srcDir, `${name}.svg`), svg);
    await sharp(Buffer.from(svg))
      .resize({ width })
      .webp({ quality: 80 })
      .toFile(path.join(outDir, `${name}.webp`));
  }
  const icon = favicon(t);
  fs.writeFileSync(path.join(srcDir, 'favicon.svg'), icon);
  const pngs = await Promise.all(
    [16, 32, 48].map((size) => sharp(Buffer.from(icon)).resize(size, size).png().toBuffer()),
  );
  fs.writeFileSync(path.join(outDir, 'favicon.ico'), await pngToIco(pngs));
}
console.log('Images written to', cdn);
