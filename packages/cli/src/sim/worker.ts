import { parentPort, workerData } from 'node:worker_threads';
import { runGames, type SimTask } from './run-games.js';

/** A worker thread plays its share of the seeds and reports each game as it ends. */
const task = workerData as SimTask;
runGames(task, (summary) => parentPort?.postMessage({ type: 'game', summary }));
parentPort?.postMessage({ type: 'done' });
