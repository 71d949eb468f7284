import QRCode from "qrcode";
import sharp from "sharp";

/** Medium error correction: a code on a cracked or dim phone screen still reads. */
const OPTIONS = { errorCorrectionLevel: "M", margin: 2 } as const;

/** Pixels per module of a mailed code, and modules of quiet zone around it. */
const SCALE = 6;
const MARGIN = 2;

/**
 * A QR code as a PNG, for mail (mail clients do not all show SVG). The code's modules are laid out
 * as grey pixels here and encoded by sharp on its own threads: qrcode's own PNG encoder would hold
 * the event loop some 7 ms per code while a buyer's receipt is drawn.
 */
export function qrPng(text: string): Promise<Buffer> {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: OPTIONS.errorCorrectionLevel });
  const side = (modules.size + 2 * MARGIN) * SCALE;
  const pixels = Buffer.alloc(side * side, 255);
  for (let row = 0; row < modules.size; row++)
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue;
      for (let y = 0; y < SCALE; y++) {
        const start = ((row + MARGIN) * SCALE + y) * side + (column + MARGIN) * SCALE;
        pixels.fill(0, start, start + SCALE);
      }
    }
  return sharp(pixels, { raw: { width: side, height: side, channels: 1 } })
    .png()
    .toBuffer();
}

/** A QR code as SVG markup, for the ticket page: sharp at any size and in print. */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { ...OPTIONS, type: "svg" });
}
