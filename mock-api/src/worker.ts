/**
 * npm run worker: a roster calculation worker of the job queue at REDIS_URL (any number, on any
 * machine that reaches it). WORKER_CONCURRENCY calculations at once (default 1: one engine thread;
 * a machine with more cores runs more workers or a higher concurrency). QUEUE_LOCK_MS as for the API.
 * Ctrl-C or SIGTERM finishes the jobs under way, then stops.
 */
import { configFromEnv, defaultConfig } from './config';
import { queueTimings } from './engine/queue/calculationQueue';
import { startCalculationWorker } from './engine/queue/calculationWorker';

const config = { ...defaultConfig, ...configFromEnv(process.env) };
if (!config.redisUrl) {
  console.error('REDIS_URL is not set: the worker takes roster calculations from the job queue in that Redis.');
  process.exit(2);
}
const concurrency = Number(process.env.WORKER_CONCURRENCY || 1);
if (!Number.isInteger(concurrency) || concurrency < 1) {
  console.error(`WORKER_CONCURRENCY must be a positive integer, got "${process.env.WORKER_CONCURRENCY}"`);
  process.exit(2);
}

const worker = startCalculationWorker(config.redisUrl, { concurrency, timings: queueTimings(config) });
const at = () => new Date().toISOString();
worker.on('ready', () => console.log(`${at()} Worker ready: ${concurrency} calculation(s) at once`));
worker.on('completed', (job) => console.log(`${at()} ${job.name} job ${job.id} done`));
worker.on('failed', (job, error) =>
  console.log(`${at()} ${job?.name ?? ''} job ${job?.id ?? '?'} failed: ${error.message}`),
);
worker.on('error', (error) => console.error(`${at()} Worker error: ${error.message}`));

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`${at()} Stopping after the jobs under way…`);
    void worker.close().then(() => process.exit(0));
  });
