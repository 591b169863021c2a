/** Loads a record from its source: null while loading, then the record or the message to show. */
import { useEffect, useState } from 'react';
import type { EvidenceRecord } from '@domain/evidence/evidence-record';
import type { EvidenceCallResult } from '@domain/evidence/evidence-messages';
import { messages } from '@domain/app/messages';
import type { EvidenceSource } from './evidence-source';

/** The loaded record (or failure) of the source; null until it answers. */
export function useEvidence(source: EvidenceSource): EvidenceCallResult<EvidenceRecord> | null {
  const [result, setResult] = useState<EvidenceCallResult<EvidenceRecord> | null>(null);
  useEffect(() => {
    let current = true;
    setResult(null);
    void source
      .evidence()
      .catch((error: unknown): EvidenceCallResult<EvidenceRecord> => {
        console.error(error);
        return { ok: false, message: messages.somethingWentWrong };
      })
      .then((answer) => {
        if (current) setResult(answer);
      });
    return () => {
      current = false;
    };
  }, [source]);
  return result;
}
