// @ts-check
// Preloaded (`node -r`) into server-everything, whose `app.listen(PORT)` binds every interface and has
// no host option: a test server must not be reachable from the network, so listen on 127.0.0.1 instead.
// It also reports the real bind on stderr: the server's own "listening" line is printed even when
// the port is taken (Express 5 passes the error to that callback, which ignores it).
const net = require('node:net');

const listen = net.Server.prototype.listen;
/** @this {import('node:net').Server} @param {unknown[]} args */
net.Server.prototype.listen = function listenOnLoopback(...args) {
  const portWithoutHost = (typeof args[0] === 'number' || typeof args[0] === 'string') && typeof args[1] !== 'string';
  if (portWithoutHost) args.splice(1, 0, '127.0.0.1');
  this.once('listening', () => {
    const address = this.address();
    if (typeof address === 'object' && address !== null) process.stderr.write(`loopback: bound ${address.address}:${address.port}\n`);
  });
  return listen.apply(this, /** @type {Parameters<typeof listen>} */ (args));
};
