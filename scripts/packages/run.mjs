// @ts-check
// Runs a command, capturing its output; on failure the error carries the output's tail, so a
// red CI log shows why without drowning a green one.
import { spawn } from 'node:child_process';

/**
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<string>} stdout and stderr, interleaved
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(output);
      else {
        const tail = output.trim().split('\n').slice(-40).join('\n');
        reject(new Error(`\`${[command, ...args].join(' ')}\` exited with ${code}${options.cwd ? ` in ${options.cwd}` : ''}:\n${tail}`));
      }
    });
  });
}
