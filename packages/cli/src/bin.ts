#!/usr/bin/env node
import { main } from './program.js';

// Output piped into a command that stops reading (`| head`) is not an error of ours: stop quietly.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
}

process.exitCode = await main(process.argv);
