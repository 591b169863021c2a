/**
 * The logged-in engine the answer fuzz drives: demo.driver against the file's
 * in-process gateway, with one hook that puts a given answer in place of the
 * gateway's for the calls a check names; and what escapes the process while it runs.
 */
import { afterAll, beforeAll } from 'vitest';
import type { EngineStorage } from '@worker-shared/db/storage';
import type { EngineHarness, RecordedRequest } from '../support/engine-harness';
import type { TestGateway } from '../support/gateway-per-file';
import { watchProcessErrors } from './process-errors';

/** The engine, its storage, and the answer hook. */
export interface AnswerFuzzEngine {
  readonly h: EngineHarness;
  readonly storage: EngineStorage;
  /** Runs the call with the answer given to requests whose path starts with the prefix. */
  answering<T>(prefix: string, answer: Response, call: () => Promise<T>): Promise<T>;
  /** The real answer of the GET the engine last sent to a path starting with the prefix. */
  realAnswer(prefix: string): Promise<unknown>;
  /** What escaped (uncaught or unhandled) since the last look. */
  escaped(): Promise<unknown[]>;
}

/** Registers the hooks that log the engine in before the file's tests and close it after. */
export function useAnswerFuzzEngine(gateway: TestGateway): AnswerFuzzEngine {
  const errors = watchProcessErrors();
  let answerFor: ((request: RecordedRequest) => Response | undefined) | null = null;
  let engine: { h: EngineHarness; storage: EngineStorage } | null = null;
  const ready = () => {
    if (!engine) throw new Error('the answer fuzz engine logs in in beforeAll');
    return engine;
  };

  beforeAll(async () => {
    const h = await gateway.loggedIn({ intercept: (request) => answerFor?.(request) });
    engine = { h, storage: await h.openStorage() };
  });
  afterAll(async () => {
    engine?.storage.close();
    await engine?.h.engine.close();
    errors.stop();
  });

  return {
    get h() {
      return ready().h;
    },
    get storage() {
      return ready().storage;
    },
    async answering(prefix, answer, call) {
      answerFor = (request) => (request.path.startsWith(prefix) ? answer.clone() : undefined);
      try {
        return await call();
      } finally {
        answerFor = null;
      }
    },
    async realAnswer(prefix) {
      const sent = ready().h.requestsTo(prefix).at(-1);
      if (!sent) throw new Error(`no request to ${prefix}`);
      return (await fetch(sent.url, { headers: sent.headers })).json() as Promise<unknown>;
    },
    escaped: () => errors.take(),
  };
}
