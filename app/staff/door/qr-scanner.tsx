import { useEffect, useRef, useState } from "react";
import { panel, primaryButton, secondaryButton } from "#app/staff/ui.ts";
import { qrReader, type QrReader } from "./qr-reader.ts";

/** How often the camera's picture is read; a held-up phone is read within a fraction of a second. */
const READ_EVERY_MS = 200;
/** The same code seen again this soon is the same ticket still in front of the camera, not a second scan. */
const SAME_CODE_MS = 4_000;

/**
 * Reads tickets' QR codes with the phone's camera, or from a photo (a camera the browser will not
 * open, or a screenshot a guest sends): either way each code read goes to `onRead` once.
 */
export function QrScanner({ onRead }: { onRead: (text: string) => void }) {
  const [camera, setCamera] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const reader = useRef<Promise<QrReader> | null>(null);
  const latest = useRef(onRead);
  useEffect(() => {
    latest.current = onRead;
  }, [onRead]);
  const read = () => (reader.current ??= qrReader());

  async function readPhoto(file: File) {
    setProblem(null);
    try {
      const text = await (await read())(await createImageBitmap(file));
      if (text) latest.current(text);
      else setProblem("No QR code could be read in that picture. Try again, closer and steadier.");
    } catch {
      setProblem("That picture could not be read.");
    }
  }

  return (
    <section aria-labelledby="door-scan" className={panel}>
      <h2 id="door-scan" className="text-xl font-semibold">
        Scan
      </h2>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className={primaryButton} onClick={() => setCamera((on) => !on)} aria-pressed={camera}>
          {camera ? "Stop camera" : "Start camera"}
        </button>
        <label className={`${secondaryButton} cursor-pointer focus-within:outline-3 focus-within:outline-river-500`}>
          Scan a photo
          <input
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) void readPhoto(file);
            }}
          />
        </label>
      </div>
      {camera ? (
        <Camera
          read={read}
          onRead={(text) => latest.current(text)}
          onProblem={setProblem}
          onStop={() => setCamera(false)}
        />
      ) : null}
      {problem ? (
        <p role="alert" className="mt-3 text-red-800">
          {problem}
        </p>
      ) : null}
    </section>
  );
}

interface CameraProps {
  read: () => Promise<QrReader>;
  onRead: (text: string) => void;
  onProblem: (problem: string) => void;
  onStop: () => void;
}

/** The live picture, read a few times a second; the camera stays open however often the page redraws. */
function Camera(props: CameraProps) {
  const video = useRef<HTMLVideoElement>(null);
  const callbacks = useRef(props);
  useEffect(() => {
    callbacks.current = props;
  });
  useEffect(() => {
    const { read, onRead, onProblem, onStop } = {
      read: () => callbacks.current.read(),
      onRead: (text: string) => callbacks.current.onRead(text),
      onProblem: (problem: string) => callbacks.current.onProblem(problem),
      onStop: () => callbacks.current.onStop(),
    };
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    let last = { text: "", at: 0 };
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
      } catch {
        onProblem("The camera could not be opened. Allow it in the browser's settings, or scan a photo instead.");
        onStop();
        return;
      }
      if (stopped || !video.current) return stream.getTracks().forEach((track) => track.stop());
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      const decode = await read();
      // The camera may have been stopped while it started or the decoder loaded.
      if (stopped) return;
      let busy = false;
      timer = setInterval(() => {
        if (busy || !video.current) return;
        busy = true;
        decode(video.current)
          .then((text) => {
            const now = Date.now();
            if (text && (text !== last.text || now - last.at > SAME_CODE_MS)) onRead(text);
            if (text) last = { text, at: now };
          })
          .catch(() => undefined)
          .finally(() => (busy = false));
      }, READ_EVERY_MS);
    })();
    return () => {
      stopped = true;
      clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);
  return (
    <video
      ref={video}
      muted
      playsInline
      aria-label="Camera: hold a ticket's QR code in view"
      className="mt-3 aspect-square w-full max-w-sm rounded-lg bg-black object-cover"
    />
  );
}
