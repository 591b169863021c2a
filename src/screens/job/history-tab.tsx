/** The History tab (product rule 2.9): the job's notes, newest first, each with its type and its en-GB date and time. */
import { formatDateTimeEnGb } from '@domain/time/dates';
import type { Job, Note } from '@domain/job/job';
import { messages } from '@domain/app/messages';
import { noteTypeLabels } from '@domain/job/enums';
import { useJobNotes } from './use-job-notes';
import { AnswerNotReady } from './answer-not-ready';

function newestFirst(notes: Note[]): Note[] {
  return [...notes].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/** The notes of a job, "Loading..." while they load, or "There is no history available". */
export function HistoryTab({ job }: { job: Job }) {
  const result = useJobNotes(job.id);
  if (result === null || !result.ok) return <AnswerNotReady answer={result} />;
  if (result.notes.length === 0) {
    return (
      <p className="page-message" role="status">
        {messages.noHistory}
      </p>
    );
  }
  return (
    <div className="job-panel">
      {result.cached && (
        <p className="history-cached">
          Showing the history saved on this device (the server could not be reached).
        </p>
      )}
      <ol className="history-list" aria-label="History">
        {newestFirst(result.notes).map((note) => (
          <li key={`${note.id}-${note.date}`} className="history-note">
            <span className="history-note__type">{noteTypeLabels[note.type] ?? 'Note'}</span>
            <time className="history-note__time" dateTime={note.date}>
              {formatDateTimeEnGb(note.date)}
            </time>
            <p className="history-note__text">{note.note}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
