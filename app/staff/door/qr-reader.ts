import { onDemand } from "#app/lib/on-demand.ts";

/** What a scan reads: the text of the first QR code in an image or video frame, or null. */
export type QrReader = (image: HTMLVideoElement | ImageBitmap) => Promise<string | null>;

interface BarcodeDetectorLike {
  detect(image: HTMLVideoElement | ImageBitmap): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** The decoder for browsers without a QR-reading BarcodeDetector: loaded only there. */
const loadDecoder = onDemand(() => import("jsqr"));

/** Frames are read at this width at most: enough for a ticket held up to the camera, cheap on a phone. */
const MAX_WIDTH = 800;

/**
 * The browser's own BarcodeDetector where it reads QR codes (Android's Chrome, Safari), else the
 * jsQR decoder reading the pixels of a canvas.
 */
export async function qrReader(): Promise<QrReader> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  const formats: string[] = Detector ? await Detector.getSupportedFormats().catch(() => []) : [];
  if (Detector && formats.includes("qr_code")) {
    const detector = new Detector({ formats: ["qr_code"] });
    return async (image) => (await detector.detect(image))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await loadDecoder();
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  return (image) => {
    const width = image instanceof HTMLVideoElement ? image.videoWidth : image.width;
    const height = image instanceof HTMLVideoElement ? image.videoHeight : image.height;
    if (!context || width === 0 || height === 0) return Promise.resolve(null);
    const scale = Math.min(1, MAX_WIDTH / width);
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
    return Promise.resolve(jsQR(pixels.data, pixels.width, pixels.height)?.data ?? null);
  };
}
