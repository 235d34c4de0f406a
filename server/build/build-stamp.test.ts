import { mkdir, mkdtemp, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../config';
import { buildInputs, buildNeeded, sourceStamp, writeBuildStamp } from './build-stamp';

let root: string;
let dist: string;
let inputs: string[];

const write = async (file: string, text: string) => {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), text);
};

/** Moves a file's modification time forward, as a pull or an editor does. */
const touch = async (file: string) => {
  const later = new Date(Date.now() + 60_000);
  await utimes(path.join(root, file), later, later);
};

/** A project with sources, and a build of them with its stamp. */
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'alex-build-stamp-'));
  dist = path.join(root, 'dist');
  await write('widgets/embed.ts', 'export {};');
  await write('widgets/runtime/api.ts', 'export const api = 1;');
  await write('widgets/runtime/api.test.ts', 'test');
  await write('site/main.tsx', 'export {};');
  await write('shared/roi.ts', 'export {};');
  await write('locales/en/site.json', '{}');
  await write('server/blog/posts/en/hello.md', '# Hello');
  await write('server/app.ts', 'export {};');
  await write('package.json', '{}');
  await write('package-lock.json', '{}');
  await write('dist/widgets/embed.js', '/* loader */');
  await write('dist/site/index.html', '<!doctype html>');
  await write('dist/server/main.js', '/* gateway */');
  inputs = buildInputs(root, undefined);
  writeBuildStamp(root, dist, inputs);
  return () => rm(root, { recursive: true, force: true });
});

describe('npm start: is the build current', () => {
  it('is current right after the build', () => {
    expect(buildNeeded(root, dist, inputs)).toBeNull();
  });

  it.each([
    ['a widget source', 'widgets/runtime/api.ts'],
    ['a site source', 'site/main.tsx'],
    ['shared code', 'shared/roi.ts'],
    ['copy', 'locales/en/site.json'],
    ['a blog post', 'server/blog/posts/en/hello.md'],
    ['the gateway', 'server/app.ts'],
    ['the dependencies', 'package-lock.json'],
  ])('is stale once %s changes', async (_name, file) => {
    await touch(file);
    expect(buildNeeded(root, dist, inputs)).toBe('stale');
  });

  it('is stale when a file is added or removed, or changes size within the same second', async () => {
    await write('locales/fr/site.json', '{}');
    expect(buildNeeded(root, dist, inputs)).toBe('stale');
    writeBuildStamp(root, dist, inputs);
    await rm(path.join(root, 'locales/fr/site.json'));
    expect(buildNeeded(root, dist, inputs)).toBe('stale');
    writeBuildStamp(root, dist, inputs);
    const { mtime } = await stat(path.join(root, 'shared/roi.ts'));
    await writeFile(path.join(root, 'shared/roi.ts'), 'export const changed = true;');
    await utimes(path.join(root, 'shared/roi.ts'), mtime, mtime);
    expect(buildNeeded(root, dist, inputs)).toBe('stale');
  });

  it('stays current when only tests change: the build does not read them', async () => {
    await touch('widgets/runtime/api.test.ts');
    expect(buildNeeded(root, dist, inputs)).toBeNull();
  });

  it('is stale when a build has no stamp (made before stamps, or stopped half-way)', async () => {
    await rm(path.join(dist, 'build-stamp'));
    expect(buildNeeded(root, dist, inputs)).toBe('stale');
  });

  it('is missing when there is no build', async () => {
    await rm(path.join(dist, 'widgets'), { recursive: true });
    expect(buildNeeded(root, dist, inputs)).toBe('missing');
  });

  it('is missing when the build has no compiled gateway (made before the gateway was compiled)', async () => {
    await rm(path.join(dist, 'server'), { recursive: true });
    expect(buildNeeded(root, dist, inputs)).toBe('missing');
  });

  it('follows the blog folder the build reads (BLOG_DIR)', async () => {
    await write('other-posts/en/post.md', '# Other');
    const withOtherPosts = buildInputs(root, 'other-posts');
    expect(buildNeeded(root, dist, withOtherPosts)).toBe('stale');
    writeBuildStamp(root, dist, withOtherPosts);
    await touch('server/blog/posts/en/hello.md');
    expect(buildNeeded(root, dist, withOtherPosts)).toBeNull();
    await touch('other-posts/en/post.md');
    expect(buildNeeded(root, dist, withOtherPosts)).toBe('stale');
  });

  it('stamps the project’s own sources in milliseconds', () => {
    const started = performance.now();
    sourceStamp(ROOT_DIR, buildInputs(ROOT_DIR, undefined));
    expect(performance.now() - started).toBeLessThan(500);
  });
});
