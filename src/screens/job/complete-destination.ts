/** Where Complete leads: the spec §4 completion flow's decision, kept once in domain. */
export { completeDestination } from '@domain/completion/completion-flow';
