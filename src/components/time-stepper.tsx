/**
 * A 24-hour time field (product rules 5.9 and 9.11 time stepper): the time as typed text 'HH:mm'
 * between − and + buttons. Holding a button (pointer, Enter or Space) or
 * ArrowUp / ArrowDown in the field steps once, then again after 500 ms and every
 * 100 ms until released; PageUp / PageDown step an hour. Typed text applies on
 * Enter or leaving the field; text that is not a 24-hour time is rejected and
 * the field cleared (value null). The field is a labelled spinbutton.
 */
import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent, Ref } from 'react';
import { DAY_END, DAY_START, minutesOfDay, parseTimeOfDay, stepTimeOfDay } from '@domain/time/time-of-day';
import { useKeyRepeat } from './use-key-repeat';
import '../styles/time-stepper.css';

interface TimeStepperProps {
  label: string;
  /** 'HH:mm', or null when empty. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Where − and + start from while the field is empty. */
  startFrom: string;
  /** Minutes per step (default 5). */
  step?: number;
  min?: string;
  max?: string;
  invalid?: boolean;
  /** The text field (to move focus to it). */
  ref?: Ref<HTMLInputElement>;
}

const HOUR = 60;
const fieldKeys: Partial<Record<string, number>> = {
  ArrowUp: 1,
  ArrowDown: -1,
  PageUp: HOUR,
  PageDown: -HOUR,
};

/** A labelled time field with − / + buttons and key-hold repeat. */
export function TimeStepper(props: TimeStepperProps) {
  const { label, value, startFrom, step = 5, min = DAY_START, max = DAY_END, invalid = false } = props;
  const id = useId();
  const hintId = `${id}-hint`;
  const repeat = useKeyRepeat();
  const [text, setText] = useState(value ?? '');
  const [shownValue, setShownValue] = useState(value);
  const current = useRef(value);
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;
  const keyHeld = useRef(false);

  if (shownValue !== value) {
    setShownValue(value);
    setText(value ?? '');
    current.current = value;
  }

  const apply = (next: string | null) => {
    const previous = current.current;
    current.current = next;
    setText(next ?? '');
    if (next !== previous) onChange.current(next);
  };
  const commit = (typed: string) => apply(parseTimeOfDay(typed));
  const stepper = (delta: number) => () => {
    const base = current.current;
    apply(base === null ? startFrom : stepTimeOfDay(base, delta, min, max));
  };
  /** Steps now and while held, from a time typed but not yet applied when there is one. */
  const hold = (delta: number) => {
    const typed = parseTimeOfDay(text);
    if (typed !== null) apply(typed);
    repeat.press(stepper(delta));
  };

  const holdField = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter applies the text; it never submits the surrounding form with the old time.
      event.preventDefault();
      return commit(event.currentTarget.value);
    }
    const unit = fieldKeys[event.key];
    if (unit === undefined) return;
    event.preventDefault();
    if (!event.repeat) hold(Math.abs(unit) === HOUR ? unit : unit * step);
  };
  const holdButtonKey = (delta: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    keyHeld.current = true;
    if (!event.repeat) hold(delta);
  };
  const releaseButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    repeat.release();
    // The click a released Space may still fire belongs to this press.
    window.setTimeout(() => (keyHeld.current = false), 0);
  };
  const holdPointer = (delta: number) => (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    hold(delta);
  };
  const release = () => repeat.release();

  const button = (delta: number, sign: string, words: string) => (
    <button
      type="button"
      className="button time-stepper__button"
      aria-label={`${label}: ${step} minutes ${words}`}
      onPointerDown={holdPointer(delta)}
      onPointerUp={release}
      onPointerCancel={release}
      onLostPointerCapture={release}
      onKeyDown={holdButtonKey(delta)}
      onKeyUp={releaseButtonKey}
      onBlur={release}
      onContextMenu={(event) => event.preventDefault()}
      // Pointer and key presses step on their own; a click with no detail comes from assistive technology.
      onClick={(event) => {
        if (event.detail === 0 && !keyHeld.current) {
          hold(delta);
          repeat.release();
        }
      }}
    >
      <span aria-hidden="true">{sign}</span>
    </button>
  );

  return (
    <div className="time-stepper">
      <label className="time-stepper__label" htmlFor={id}>
        {label}
      </label>
      <div className="time-stepper__row">
        {button(-step, '−', 'earlier')}
        <input
          ref={props.ref}
          id={id}
          className="time-stepper__input"
          type="text"
          role="spinbutton"
          inputMode="numeric"
          autoComplete="off"
          placeholder="HH:mm"
          maxLength={5}
          value={text}
          aria-valuemin={minutesOfDay(min)}
          aria-valuemax={minutesOfDay(max)}
          aria-valuenow={value === null ? undefined : minutesOfDay(value)}
          aria-valuetext={value ?? 'No time entered'}
          aria-invalid={invalid || undefined}
          aria-describedby={hintId}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={holdField}
          onKeyUp={(event) => {
            if (fieldKeys[event.key] !== undefined) repeat.release();
          }}
          onBlur={(event) => {
            repeat.release();
            commit(event.currentTarget.value);
          }}
        />
        {button(step, '+', 'later')}
      </div>
      <p id={hintId} className="time-stepper__hint">
        24-hour clock (HH:mm); hold − or + to keep stepping
      </p>
    </div>
  );
}
