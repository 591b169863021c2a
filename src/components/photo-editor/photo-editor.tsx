/**
 * Product rule 2.16: photo editor, loaded only when a photo is opened: the photo full
 * screen (a modal dialog over the app, no header) on a canvas at its stored size
 * (≤ 800×800), a pen in PEN_COLOUR drawn with pointer events (finger, stylus or
 * mouse), Undo, Delete after the "One image will be deleted." confirmation, and
 * Save, which hands the drawing to the engine as a PNG. Close, Escape and the
 * phone's Back close it without saving.
 */
import { useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import type { JobEditResult } from '../../engine';
import { PHOTO_MAX_PX } from '@domain/app/constants';
import type { GalleryImage } from '@domain/job/job';
import { messages } from '@domain/app/messages';
import { engine } from '../../engine';
import { ConfirmDialog, type ConfirmButton } from '../confirm-dialog';
import { failedEdit } from '../use-job-edits';
import { canvasPoint, fitSize, fitWithin, penWidth, type Size } from './editor-geometry';
import { drawPicture, drawStrokeTail, type PenStroke } from './pen-strokes';
import { useEditorPhoto } from './use-editor-photo';
import '../../styles/photo-editor.css';

interface PhotoEditorProps {
  jobId: string;
  image: GalleryImage;
  /** What the photo is, e.g. 'Delivered photo 1' (the canvas's name). */
  title: string;
  /** The engine's answer to Save or Delete. */
  onResult: (result: JobEditResult) => void;
  onClose: () => void;
}

const deleteButtons: readonly ConfirmButton<'cancel' | 'delete'>[] = [
  { text: messages.cancel, value: 'cancel' },
  { text: messages.delete, value: 'delete', tone: 'danger' },
];

function canvasBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob === null ? reject(new Error('The drawing could not be saved')) : resolve(blob)),
      'image/png',
    ),
  );
}

/** The full-screen editor of one photo. */
export default function PhotoEditor({ jobId, image, title, onResult, onClose }: PhotoEditorProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  /** The stroke being drawn and the pointer drawing it (a second finger draws nothing). */
  const drawing = useRef<{ pointerId: number; stroke: PenStroke } | null>(null);
  const photo = useEditorPhoto(jobId, image);
  const [strokes, setStrokes] = useState<PenStroke[]>([]);
  const [stage, setStage] = useState<Size>({ width: 0, height: 0 });
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const canvasSize = photo.status === 'ready' ? fitWithin(photo.size, PHOTO_MAX_PX) : null;
  const shown = canvasSize === null ? null : fitSize(canvasSize, stage);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog !== null && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  useEffect(() => {
    const element = stageRef.current;
    if (element === null) return undefined;
    const measure = () => setStage({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const context = canvasRef.current?.getContext('2d');
    if (photo.status === 'ready' && context) drawPicture(context, photo.source, strokes);
  }, [photo, strokes]);

  const context = () => canvasRef.current?.getContext('2d') ?? null;

  const penDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if ((event.pointerType === 'mouse' && event.button !== 0) || drawing.current !== null) return;
    const canvas = event.currentTarget;
    canvas.setPointerCapture(event.pointerId);
    const rect = canvas.getBoundingClientRect();
    const stroke: PenStroke = {
      width: penWidth(rect.width, canvas.width),
      points: [canvasPoint(event, rect, canvas)],
    };
    drawing.current = { pointerId: event.pointerId, stroke };
    const target = context();
    if (target !== null) drawStrokeTail(target, stroke, 0);
  };

  const penMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const current = drawing.current;
    const target = context();
    if (current === null || current.pointerId !== event.pointerId || target === null) return;
    const { stroke } = current;
    const canvas = event.currentTarget;
    const rect = canvas.getBoundingClientRect();
    const from = stroke.points.length - 1;
    const moves = event.nativeEvent.getCoalescedEvents?.() ?? [];
    for (const move of moves.length > 0 ? moves : [event])
      stroke.points.push(canvasPoint(move, rect, canvas));
    drawStrokeTail(target, stroke, from);
  };

  const penUp = (event: PointerEvent<HTMLCanvasElement>) => {
    const current = drawing.current;
    if (current === null || current.pointerId !== event.pointerId) return;
    drawing.current = null;
    setStrokes((done) => [...done, current.stroke]);
  };

  const save = async () => {
    const canvas = canvasRef.current;
    if (strokes.length === 0 || canvas === null) return onClose();
    setBusy(true);
    const result = await canvasBlob(canvas)
      .then((png): Promise<JobEditResult> => engine.replaceJobPhoto(jobId, image.id, png))
      .catch(failedEdit);
    onResult(result);
    if (result.ok) onClose();
    else setBusy(false);
  };

  const remove = async (choice: 'cancel' | 'delete' | null) => {
    setConfirming(false);
    if (choice !== 'delete') return;
    setBusy(true);
    const result = await engine.removeJobPhoto(jobId, image.id).catch(failedEdit);
    onResult(result);
    if (result.ok) onClose();
    else setBusy(false);
  };

  return (
    <dialog
      ref={dialogRef}
      className="photo-editor"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!confirming) onClose();
      }}
    >
      <h2 id={titleId} className="visually-hidden">
        Photo editor
      </h2>
      <div ref={stageRef} className="photo-editor__stage">
        {photo.status === 'loading' && <p className="photo-editor__message">{messages.loading}</p>}
        {photo.status === 'failed' && (
          <p className="photo-editor__message" role="alert">
            This photo could not be opened.
          </p>
        )}
        {canvasSize !== null && (
          <canvas
            ref={canvasRef}
            className="photo-editor__canvas"
            width={canvasSize.width}
            height={canvasSize.height}
            style={shown === null ? undefined : { width: shown.width, height: shown.height }}
            role="img"
            aria-label={`${title}. Draw on the photo to mark the damage.`}
            onPointerDown={penDown}
            onPointerMove={penMove}
            onPointerUp={penUp}
            onPointerCancel={penUp}
          />
        )}
      </div>
      <div className="photo-editor__toolbar">
        <button type="button" className="button button--on-dark" onClick={onClose}>
          Close
        </button>
        <button
          type="button"
          className="button button--on-dark"
          disabled={strokes.length === 0 || busy}
          onClick={() => setStrokes((current) => current.slice(0, -1))}
        >
          Undo
        </button>
        <button
          type="button"
          className="button button--on-dark"
          disabled={busy}
          onClick={() => setConfirming(true)}
        >
          {messages.delete}
        </button>
        <button
          type="button"
          className="button button--primary photo-editor__save"
          disabled={busy || photo.status !== 'ready'}
          onClick={() => void save()}
        >
          Save
        </button>
      </div>
      {confirming && (
        <ConfirmDialog
          message={messages.deleteImageConfirm}
          buttons={deleteButtons}
          onChoose={(c) => void remove(c)}
        />
      )}
    </dialog>
  );
}
