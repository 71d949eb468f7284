/**
 * One-off generator of public/media/create-center-floor-plan.pdf: the CREATE Center's plan (seven
 * private offices, the conference room, lobby, kitchenette, restrooms) drawn as a one-page vector
 * PDF written by hand, so no PDF library is needed. Run `node scripts/placeholders/floor-plan-pdf.ts`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { resort } from "#content/resort.ts";

const OUT = `public${resort.floorPlanPdf}`;

interface Room {
  name: string;
  size: string;
  x: number;
  y: number;
  w: number;
  h: number;
  fill: [number, number, number];
  /** Where the door is, on the wall facing the corridor. */
  door: "top" | "bottom";
}

const OFFICE: [number, number, number] = [0.9, 0.95, 0.96];
const SHARED: [number, number, number] = [0.93, 0.95, 0.88];
const CONFERENCE: [number, number, number] = [0.98, 0.91, 0.8];

/** Points on a US Letter page in landscape (792 x 612), origin bottom left. */
const rooms: Room[] = [
  { name: "Office 1", size: "12 ft x 15 ft", x: 60, y: 320, w: 120, h: 190, fill: OFFICE, door: "bottom" },
  { name: "Office 2", size: "12 ft x 15 ft", x: 180, y: 320, w: 120, h: 190, fill: OFFICE, door: "bottom" },
  { name: "Office 3", size: "12 ft x 15 ft", x: 300, y: 320, w: 120, h: 190, fill: OFFICE, door: "bottom" },
  { name: "Office 4", size: "12 ft x 15 ft", x: 420, y: 320, w: 120, h: 190, fill: OFFICE, door: "bottom" },
  {
    name: "Conference Room",
    size: "19 ft x 15 ft, seats 14",
    x: 540,
    y: 320,
    w: 192,
    h: 190,
    fill: CONFERENCE,
    door: "bottom",
  },
  { name: "Lobby", size: "Reception", x: 60, y: 90, w: 160, h: 180, fill: SHARED, door: "top" },
  { name: "Office 5", size: "12 ft x 14 ft", x: 220, y: 90, w: 120, h: 180, fill: OFFICE, door: "top" },
  { name: "Office 6", size: "12 ft x 14 ft", x: 340, y: 90, w: 120, h: 180, fill: OFFICE, door: "top" },
  { name: "Office 7", size: "12 ft x 14 ft", x: 460, y: 90, w: 120, h: 180, fill: OFFICE, door: "top" },
  { name: "Kitchenette", size: "Coffee & printing", x: 580, y: 90, w: 80, h: 180, fill: SHARED, door: "top" },
  { name: "Restrooms", size: "", x: 660, y: 90, w: 72, h: 180, fill: SHARED, door: "top" },
];

function escapeText(text: string): string {
  return text.replace(/[\\()]/g, (char) => `\\${char}`);
}

/** Helvetica is about half an em wide per character: close enough to centre short labels. */
function centred(text: string, cx: number, y: number, size: number, font: "F1" | "F2"): string {
  const width = text.length * size * (font === "F2" ? 0.56 : 0.5);
  return `BT /${font} ${size} Tf ${(cx - width / 2).toFixed(1)} ${y.toFixed(1)} Td (${escapeText(text)}) Tj ET`;
}

function drawing(): string {
  const ops: string[] = [];
  ops.push("0.97 0.97 0.97 rg 60 270 672 50 re f");
  for (const room of rooms) {
    ops.push(`${room.fill.join(" ")} rg ${room.x} ${room.y} ${room.w} ${room.h} re f`);
  }
  ops.push("0.15 0.2 0.2 RG 2 w");
  for (const room of rooms) ops.push(`${room.x} ${room.y} ${room.w} ${room.h} re S`);
  ops.push("4 w 60 90 672 420 re S");
  // Doors: a gap in the corridor wall and the swing of the leaf.
  for (const room of rooms) {
    const doorX = room.x + room.w / 2 - 15;
    const wallY = room.door === "bottom" ? room.y : room.y + room.h;
    const swing = room.door === "bottom" ? 30 : -30;
    ops.push(`1 1 1 rg ${doorX} ${wallY - 3} 30 6 re f`);
    ops.push(`0.4 0.4 0.4 RG 0.8 w ${doorX} ${wallY} m ${doorX} ${wallY + swing} l S`);
    ops.push(
      `${doorX} ${wallY + swing} m ${doorX + 16} ${wallY + swing} ${doorX + 30} ${wallY + swing * 0.47} ${doorX + 30} ${wallY} c S`,
    );
  }
  // Entrance through the lobby's outside wall.
  ops.push("1 1 1 rg 110 87 50 6 re f 0.76 0.25 0.23 rg 120 60 m 150 60 l 135 80 l f");
  ops.push("0.12 0.24 0.21 rg");
  for (const room of rooms) {
    const cx = room.x + room.w / 2;
    const cy = room.y + room.h / 2;
    const size = room.w < 100 ? 9 : 12;
    ops.push(centred(room.name, cx, cy + 4, size, "F2"));
    if (room.size) ops.push(centred(room.size, cx, cy - 12, size - 3, "F1"));
  }
  ops.push(centred("Corridor", 396, 291, 10, "F1"));
  ops.push(centred("Entrance", 135, 46, 10, "F2"));
  ops.push(`BT /F2 20 Tf 60 560 Td (${escapeText("The CREATE Center: Floor Plan")}) Tj ET`);
  ops.push(
    `BT /F1 11 Tf 60 540 Td (${escapeText(`${resort.name}, ${resort.address.street}, ${resort.address.city}, ${resort.address.region}  |  7 private offices and a conference room`)}) Tj ET`,
  );
  // Scale bar (10 ft = 80 pt) and north arrow.
  ops.push("0.15 0.2 0.2 RG 1.5 w 600 55 m 680 55 l S 600 51 m 600 59 l S 680 51 m 680 59 l S");
  ops.push("0.12 0.24 0.21 rg " + centred("10 ft", 640, 40, 9, "F1"));
  ops.push("0.12 0.24 0.21 rg 740 560 m 748 540 l 740 545 l 732 540 l f " + centred("N", 740, 566, 10, "F2"));
  ops.push(
    `0.4 0.4 0.4 rg BT /F1 8 Tf 60 24 Td (${escapeText(`Illustrative plan; dimensions approximate. Availability: ${resort.salesEmail}`)}) Tj ET`,
  );
  return ops.join("\n");
}

export function floorPlanPdf(): Buffer {
  const content = drawing();
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 792 612] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    `<< /Title (${escapeText("CREATE Center Floor Plan")}) /Author (${escapeText(resort.name)}) >>`,
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, "latin1"));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, "0")} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}

if (import.meta.main) {
  mkdirSync("public/media", { recursive: true });
  const pdf = floorPlanPdf();
  writeFileSync(OUT, pdf);
  console.log(`${OUT}: ${(pdf.length / 1024).toFixed(1)} KB`);
}
