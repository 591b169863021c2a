/** Where Complete leads: the spec §4 completion flow's decision, kept once in src/domain. */
export { completeDestination } from '../../domain/completion/completion-flow';
