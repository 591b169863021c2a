/**
 * main.tsx's first import: the engine worker starts before the rest of the entry chunk (React DOM, the app's
 * screens) is evaluated, so the worker fetches and evaluates its own code meanwhile, on its own thread, instead
 * of after it. On a cold start the day's list is painted from the worker's first snapshot.
 */
import { startEngineWorker } from './engine';

startEngineWorker();
