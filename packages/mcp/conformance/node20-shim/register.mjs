// @ts-check
// Loaded with `NODE_OPTIONS=--import <this file>` around the conformance CLI.
// Why: @modelcontextprotocol/conformance (0.1.16 and 0.2.0-alpha.x) imports `globSync` from `fs` at load time,
// and `fs.globSync` exists only from Node 22; on Node 20 every command dies with a SyntaxError before it starts.
import { register } from 'node:module';

register(new URL('./hooks.mjs', import.meta.url));
