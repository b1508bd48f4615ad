import { parentPort, workerData } from 'node:worker_threads';
import { loadTitleFrom } from '../titles.js';
import { runGames, type SimTask } from './run-games.js';

/** A worker thread loads the title its parent found, plays its share of the seeds and reports each game as it ends. */
const task = workerData as SimTask;
const title = await loadTitleFrom(task.title);
runGames(title, task, (summary) => parentPort?.postMessage({ type: 'game', summary }));
parentPort?.postMessage({ type: 'done' });
