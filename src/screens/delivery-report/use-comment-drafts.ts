/**
 * Issue comments as the driver types them: shown at once, stored through the
 * engine after a short pause (not one engine call per key), and on flush
 * (Continue, leaving the screen).
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { JobEditResult, ProductId, ReportEdit } from '../../engine';
import { withIssueComment } from '@domain/completion/issue-comment';
import type { Job, Product } from '@domain/job/job';
import { productKey, updateProducts } from '@domain/job/product-by-id';
import type { CommentDrafts } from './comment-drafts';

/** How long typing pauses before a comment is stored. */
export const COMMENT_SAVE_DELAY_MS = 600;

interface Draft {
  productId: ProductId;
  text: string;
}

/** The drafts and what can be done with them. */
export interface CommentDraftControls {
  drafts: CommentDrafts;
  /** The text typed for the product, or undefined when nothing waits to be stored. */
  draftOf: (product: Pick<Product, 'id'>) => string | undefined;
  setDraft: (productId: ProductId, text: string) => void;
  /** Drops a product's draft (its issue was cleared). */
  discard: (productId: ProductId | null) => void;
  /** Stores every draft now. */
  flush: () => Promise<void>;
}

/** Comment drafts stored through `edit` (setIssueComment). */
export function useCommentDrafts(
  edit: (change: ReportEdit, optimistic: (job: Job) => Job) => Promise<JobEditResult>,
): CommentDraftControls {
  const drafts = useRef(new Map<string, Draft>());
  const timers = useRef(new Map<string, number>());
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  const stopTimer = (key: string) => {
    window.clearTimeout(timers.current.get(key));
    timers.current.delete(key);
  };

  const send = useCallback(
    async (key: string) => {
      stopTimer(key);
      const draft = drafts.current.get(key);
      if (draft === undefined) return;
      const { productId, text } = draft;
      const result = await edit({ kind: 'setIssueComment', productId, text }, (job) =>
        updateProducts(job, [productId], (product) => withIssueComment(product, text, Date.now())),
      );
      if (result.ok && drafts.current.get(key) === draft) {
        drafts.current.delete(key);
        rerender();
      }
    },
    [edit],
  );

  const flush = useCallback(async () => {
    await Promise.all([...drafts.current.keys()].map(send));
  }, [send]);

  useEffect(() => {
    // Leaving the screen stores what was typed.
    return () => void flush();
  }, [flush]);

  const setDraft = (productId: ProductId, text: string) => {
    const key = productKey(productId);
    drafts.current.set(key, { productId, text });
    stopTimer(key);
    timers.current.set(
      key,
      window.setTimeout(() => void send(key), COMMENT_SAVE_DELAY_MS),
    );
    rerender();
  };

  /** null drops every draft (Cancel Report). */
  const discard = (productId: ProductId | null) => {
    const keys = productId === null ? [...drafts.current.keys()] : [productKey(productId)];
    for (const key of keys) {
      stopTimer(key);
      drafts.current.delete(key);
    }
    rerender();
  };

  return {
    drafts: new Map(drafts.current),
    draftOf: (product) => drafts.current.get(productKey(product.id))?.text,
    setDraft,
    discard,
    flush,
  };
}
