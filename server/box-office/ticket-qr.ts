import QRCode from "qrcode";

/** Medium error correction: a code on a cracked or dim phone screen still reads. */
const OPTIONS = { errorCorrectionLevel: "M", margin: 2 } as const;

/** A QR code as a PNG, for mail (mail clients do not all show SVG). */
export function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { ...OPTIONS, type: "png", scale: 6 });
}

/** A QR code as SVG markup, for the ticket page: sharp at any size and in print. */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { ...OPTIONS, type: "svg" });
}
