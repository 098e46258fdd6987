// Preloaded (`node -r`) into server-everything, whose `app.listen(PORT)` binds every interface and has
// no host option: a test server must not be reachable from the network, so listen on 127.0.0.1 instead.
const net = require('node:net');

const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function listenOnLoopback(...args) {
  const portWithoutHost = (typeof args[0] === 'number' || typeof args[0] === 'string') && typeof args[1] !== 'string';
  if (portWithoutHost) args.splice(1, 0, '127.0.0.1');
  return listen.apply(this, args);
};
