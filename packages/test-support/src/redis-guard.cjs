// @ts-check
// Runs redis-server as a child and ends it when the test process is gone: the test process
// holds this guard's stdin, so however it dies (even SIGKILL) the pipe closes and the guard kills
// Redis, instead of leaving it holding its port. Arguments: the redis-server binary, then its args.
const { spawn } = require('node:child_process');

const [binary, ...args] = process.argv.slice(2);
if (binary === undefined) throw new Error('usage: redis-guard.cjs <redis-server> [args…]');
const redis = spawn(binary, args, { stdio: ['ignore', 'inherit', 'inherit'] });
process.stdout.write(`redis-guard pid ${redis.pid}\n`);
const stop = () => {
  redis.kill('SIGKILL');
  process.exit(0);
};
redis.on('exit', (code, signal) => {
  process.stdout.write(`redis-guard exit ${code ?? signal}\n`);
  process.exit(0);
});
process.stdin.on('end', stop);
process.stdin.on('error', stop);
process.on('SIGTERM', stop);
process.stdin.resume();
