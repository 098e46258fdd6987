// @ts-check
// Preloaded (`node -r`) into a test server whose stdin is a pipe from the test process: when that
// process is gone, however it died (even SIGKILL, which runs no exit handler), the pipe closes and
// the server exits too, instead of lingering as an orphan holding its port.
process.stdin.on('end', () => process.exit(0));
process.stdin.on('error', () => process.exit(0));
process.stdin.resume();
