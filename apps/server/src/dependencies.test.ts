import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The README's Node version (the root package.json's `engines`) runs every installed package:
 * `npm install` warns EBADENGINE otherwise (issue 23 §8: cookie@2 and content-disposition@3 asked
 * for Node 22; the root `overrides` pin Node 20 ones).
 */
const root = new URL('../../../', import.meta.url);
const readJson = (name: string) => JSON.parse(readFileSync(new URL(name, root), 'utf8'));

type Version = [number, number, number];
const versionOf = (text: string): Version => {
  const [major = 0, minor = 0, patch = 0] = text
    .replace(/^v/, '')
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : 0));
  return [major, minor, patch];
};
const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
/** How many leading parts a partial version names ('14' → 1, '14.17' → 2, '6.*' → 1). */
const precision = (text: string) => text.split('.').filter((part) => /^\d+$/.test(part)).length;

/** One comparator of an npm range ('>=14.17', '^20.19.0', '8.*'), for a full version. */
function satisfiesComparator(version: Version, comparator: string): boolean {
  const [, operator = '', bound = ''] = /^(>=|<=|>|<|\^|~|=)?\s*(.*)$/.exec(comparator) ?? [];
  const floor = versionOf(bound);
  const order = compare(version, floor);
  if (operator === '>=') return order >= 0;
  if (operator === '>') return order > 0;
  if (operator === '<=') return order <= 0;
  if (operator === '<') return order < 0;
  if (operator === '^') return order >= 0 && version[0] === floor[0];
  if (operator === '~') return order >= 0 && version[0] === floor[0] && version[1] === floor[1];
  if (bound === '*' || bound === '') return true;
  // A bare version matches what it names: '20' any 20.x, '6.*' any 6.x.
  return version.slice(0, precision(bound)).every((part, i) => part === floor[i]);
}

function satisfies(version: Version, range: string): boolean {
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .replace(/(>=|<=|>|<|\^|~|=)\s+/g, '$1')
      .split(/\s+/)
      .every((comparator) => satisfiesComparator(version, comparator)),
  );
}

describe('dependencies and the README’s Node version', () => {
  it('reads npm ranges as npm does', () => {
    expect(satisfies(versionOf('20.19.0'), '>=22')).toBe(false);
    expect(satisfies(versionOf('20.19.0'), '^20.19.0 || >=22.12.0')).toBe(true);
    expect(satisfies(versionOf('20.19.0'), '>=16 || 14 >=14.17')).toBe(true);
    expect(satisfies(versionOf('20.19.0'), '>=23.5.0 || ^22.13.0 || ^20.17.0')).toBe(true);
    expect(satisfies(versionOf('20.19.0'), '^18.18.0 || ^20.9.0 || >=21.1.0')).toBe(true);
    expect(satisfies(versionOf('20.19.0'), '^20.20.0')).toBe(false);
  });

  it('installs only packages that run on the oldest Node the README names', () => {
    const minimum = versionOf(readJson('package.json').engines.node.replace(/^>=\s*/, ''));
    expect(minimum).toEqual([20, 19, 0]);
    const lock = readJson('package-lock.json') as {
      packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
    };
    const refusing = Object.entries(lock.packages)
      .filter(([, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return range !== undefined && !satisfies(minimum, range);
      })
      .map(([path, entry]) => `${path.replace(/^.*node_modules\//, '')}@${entry.version}`);
    expect(refusing).toEqual([]);
  });
});
