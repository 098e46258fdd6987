/**
 * Vite's dev server for one of the repository's apps, in the test's own process, with the app's
 * own `vite.config.ts`. The config reads its proxy target and port from the environment when it
 * loads, so `env` is set for exactly that moment.
 */
import { createServer, type ViteDevServer } from 'vite';

/** Starts Vite for the app in `root` (a folder URL path ending in `/`) and returns it with its URL. */
export async function startViteApp(root: string, env: Record<string, string>): Promise<{ vite: ViteDevServer; url: string }> {
  const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  let vite: ViteDevServer | undefined;
  try {
    vite = await createServer({ root, configFile: `${root}vite.config.ts`, clearScreen: false, logLevel: 'error' });
    await vite.listen();
  } catch (error) {
    await vite?.close();
    throw error;
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
  const url = vite.resolvedUrls?.local[0];
  if (!url) {
    await vite.close();
    throw new Error('Vite did not report the URL it listens on.');
  }
  return { vite, url };
}
