/** Issue comments being typed on the delivery report, laid over the job so checks see what the driver sees. */
import type { Job, Product } from '@domain/job/job';
import { withIssueComment } from '@domain/completion/issue-comment';
import { productKey, updateProducts } from '@domain/job/product-by-id';

/** A comment typed but not yet stored, by product key. */
export type CommentDrafts = ReadonlyMap<string, { productId: Product['id']; text: string }>;

/** The job with each draft set as its product's issue comment (as the engine will store it). */
export function withCommentDrafts(job: Job, drafts: CommentDrafts, now: number | Date): Job {
  let result = job;
  for (const [key, draft] of drafts) {
    result = updateProducts(result, [draft.productId], (product) =>
      productKey(product.id) === key ? withIssueComment(product, draft.text, now) : product,
    );
  }
  return result;
}
