/** Where Complete leads: the product rule 4.11 completion flow's decision, kept once in domain. */
export { completeDestination } from '@domain/completion/completion-flow';
