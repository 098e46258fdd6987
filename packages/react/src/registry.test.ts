// @vitest-environment node
// The shadcn/ui registry (packages/react/registry/registry.json) names files that exist, each a component
// on the kit's public hooks only (so it keeps working across releases), depending on the kit's packages.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = new URL('../', import.meta.url);
const registry = JSON.parse(readFileSync(new URL('registry/registry.json', root), 'utf8')) as {
  name: string;
  items: { name: string; type: string; dependencies: string[]; files: { path: string; type: string }[] }[];
};

describe('the shadcn/ui registry', () => {
  it('lists the form and the URL consent', () => {
    expect(registry.name).toBe('elicit-kit');
    expect(registry.items.map((item) => item.name)).toEqual(['elicitation-form', 'url-consent']);
  });

  for (const item of registry.items) {
    it(`${item.name}: its files exist and import only the kit's public entry points and React`, () => {
      expect(item.type).toBe('registry:component');
      expect(item.dependencies).toEqual(['@elicit-kit/react', '@elicit-kit/core']);
      for (const file of item.files) {
        const path = fileURLToPath(new URL(file.path, root));
        expect(existsSync(path), file.path).toBe(true);
        const imports = [...readFileSync(path, 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]);
        expect(imports.filter((specifier) => !/^(react|@elicit-kit\/react(\/primitives)?)$/.test(specifier ?? ''))).toEqual([]);
      }
    });
  }
});
