/**
 * The customer's signature (optional, product rule 5.4): a signature_pad canvas, loaded
 * only on this screen, the screen's width less 20 px and 200 px high, sharp on
 * any device pixel ratio, pen 0.5–2.5 px, throttle 16 ms, on white, with Clear.
 * The drawing is exported as a JPEG (≤ 800×800) or null when nothing is drawn.
 *
 * The pad draws only after "Tap to sign": until then, and again from the next
 * touch anywhere else on the screen, it is locked, so a swipe that starts on it
 * scrolls the page (a driver scrolling to the photo or the button never draws
 * by mistake).
 */
import { useEffect, useId, useImperativeHandle, useLayoutEffect, useRef, useState, type Ref } from 'react';
import type SignaturePad from 'signature_pad';
import {
  SIGNATURE_PEN_MAX_WIDTH,
  SIGNATURE_PEN_MIN_WIDTH,
  SIGNATURE_THROTTLE_MS,
} from '@domain/app/constants';
import { messages } from '@domain/app/messages';
import { backingSize, signatureExportSize, signaturePadSize } from './signature-geometry';

/** What the screen asks of the pad. */
export interface SignaturePadHandle {
  /** The drawing as a JPEG on white, or null when the pad is empty (or never loaded). */
  toJpeg: () => Promise<Blob | null>;
}

const BACKGROUND = 'rgb(255, 255, 255)';
const INK = '#111827';
const JPEG_QUALITY = 0.9;

function screenWidth(): number {
  return document.documentElement.clientWidth || window.innerWidth;
}

function exportJpeg(
  source: HTMLCanvasElement,
  size: { width: number; height: number },
): Promise<Blob | null> {
  const target = signatureExportSize(size);
  const canvas = document.createElement('canvas');
  canvas.width = target.width;
  canvas.height = target.height;
  const context = canvas.getContext('2d');
  if (context === null) return Promise.resolve(null);
  context.fillStyle = BACKGROUND;
  context.fillRect(0, 0, target.width, target.height);
  context.drawImage(source, 0, 0, target.width, target.height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}

/** The signature pad with its title and Clear button. */
export function SignaturePadField({ ref }: { ref: Ref<SignaturePadHandle> }) {
  const titleId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [size, setSize] = useState(() => signaturePadSize(screenWidth()));
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [empty, setEmpty] = useState(true);
  const [signing, setSigning] = useState(false);
  const frameRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const resize = () =>
      setSize((current) => {
        const next = signaturePadSize(screenWidth());
        return next.width === current.width ? current : next;
      });
    window.addEventListener('resize', resize);
    return () => window.removeEventListener('resize', resize);
  }, []);

  useEffect(() => {
    let pad: SignaturePad | null = null;
    let current = true;
    import('signature_pad')
      .then(({ default: Pad }) => {
        const canvas = canvasRef.current;
        if (!current || canvas === null) return;
        const created = new Pad(canvas, {
          minWidth: SIGNATURE_PEN_MIN_WIDTH,
          maxWidth: SIGNATURE_PEN_MAX_WIDTH,
          throttle: SIGNATURE_THROTTLE_MS,
          backgroundColor: BACKGROUND,
          penColor: INK,
        });
        created.addEventListener('endStroke', () => setEmpty(created.isEmpty()));
        // Locked until the driver taps to sign (the effect below turns it on).
        created.off();
        pad = created;
        padRef.current = created;
        setStatus('ready');
      })
      .catch((error: unknown) => {
        console.error(error);
        if (current) setStatus('failed');
      });
    return () => {
      current = false;
      pad?.off();
      padRef.current = null;
    };
  }, []);

  // A layout effect: the pad takes the pen in the same commit that takes "Tap to sign" away, so a finger that
  // lands at once is never lost to a frame in between.
  useLayoutEffect(() => {
    // Drawing only while signing; a touch anywhere off the pad locks it again.
    const pad = padRef.current;
    if (pad === null || !signing) return undefined;
    pad.on();
    const lockOnTouchElsewhere = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !frameRef.current?.contains(event.target)) setSigning(false);
    };
    document.addEventListener('pointerdown', lockOnTouchElsewhere, true);
    return () => {
      pad.off();
      document.removeEventListener('pointerdown', lockOnTouchElsewhere, true);
    };
  }, [signing, status]);

  useLayoutEffect(() => {
    // Backing store at the device pixel ratio, drawn in CSS pixels; a drawing survives a resize.
    const canvas = canvasRef.current;
    if (canvas === null) return;
    const ratio = window.devicePixelRatio || 1;
    const backing = backingSize(size, ratio);
    const pad = padRef.current;
    const drawing = pad?.toData() ?? [];
    canvas.width = backing.width;
    canvas.height = backing.height;
    canvas.getContext('2d')?.scale(backing.width / size.width, backing.height / size.height);
    if (pad !== null) {
      pad.clear();
      if (drawing.length > 0) pad.fromData(drawing);
    }
  }, [size, status]);

  useImperativeHandle(
    ref,
    () => ({
      toJpeg: async () => {
        const pad = padRef.current;
        const canvas = canvasRef.current;
        if (pad === null || canvas === null || pad.isEmpty()) return null;
        return exportJpeg(canvas, size);
      },
    }),
    [size],
  );

  const clear = () => {
    padRef.current?.clear();
    setEmpty(true);
  };

  return (
    <div className="signature-pad" role="group" aria-labelledby={titleId}>
      <p id={titleId} className="field__label">
        Customer signature<span className="field__required"> (optional)</span>
      </p>
      <div ref={frameRef} className="signature-pad__frame" style={{ width: size.width }}>
        <canvas
          ref={canvasRef}
          className={
            signing ? 'signature-pad__canvas signature-pad__canvas--signing' : 'signature-pad__canvas'
          }
          style={{ width: size.width, height: size.height }}
          role="img"
          aria-label="Signature pad: the customer signs here with a finger"
        />
        {status === 'loading' && <p className="signature-pad__status">{messages.loading}</p>}
        {status === 'ready' && !signing && (
          <button type="button" className="signature-pad__start" onClick={() => setSigning(true)}>
            <span className="signature-pad__start-label">{empty ? 'Tap to sign' : 'Tap to sign more'}</span>
          </button>
        )}
      </div>
      {status === 'failed' && (
        <p className="form-error" role="alert">
          {messages.somethingWentWrong}
        </p>
      )}
      <button type="button" className="button signature-pad__clear" disabled={empty} onClick={clear}>
        Clear<span className="visually-hidden"> signature</span>
      </button>
    </div>
  );
}
