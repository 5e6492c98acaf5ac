import { describe, expect, it } from 'vitest';
import { findJsonProblem, MAX_JSON_DEPTH } from './text';

/** `depth` arrays, one inside the other, around `inner`. */
const nested = (depth: number, inner: unknown = 1): unknown => {
  let value = inner;
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
};

describe('a request’s JSON, looked through before any route reads it', () => {
  it('takes nesting up to the limit and refuses the level past it', () => {
    expect(findJsonProblem(nested(MAX_JSON_DEPTH))).toBeNull();
    expect(findJsonProblem(nested(MAX_JSON_DEPTH + 1))).toEqual({ problem: 'too-deep' });
    expect(findJsonProblem({ a: { b: nested(MAX_JSON_DEPTH - 2) } })).toBeNull();
    expect(findJsonProblem({ a: { b: nested(MAX_JSON_DEPTH - 1) } })).toEqual({
      problem: 'too-deep',
    });
  });

  it('answers for a body as deep as any body limit allows, without running out of stack', () => {
    // 64 KB of brackets: 32,000 levels. The recursive walk it replaces overflowed at about 4,000.
    const deep = JSON.parse(`${'['.repeat(32_000)}${']'.repeat(32_000)}`);
    expect(findJsonProblem(deep)).toEqual({ problem: 'too-deep' });
    expect(findJsonProblem(deep, { maxDepth: Number.POSITIVE_INFINITY })).toBeNull();
  });

  it('names the first unstorable string in document order, each key before its value', () => {
    expect(findJsonProblem({ a: 'ok', b: ['x', 'y\u0000'], c: '\ud800' })).toEqual({
      path: 'b.1',
      problem: 'nul',
    });
    expect(findJsonProblem({ 'k\ud800': 'v\u0000' })).toEqual({
      path: 'k\ud800',
      problem: 'lone-surrogate',
    });
    expect(findJsonProblem('\ud800', { path: 'query' })).toEqual({
      path: 'query',
      problem: 'lone-surrogate',
    });
    expect(findJsonProblem('\u0000')).toEqual({ path: '(body)', problem: 'nul' });
  });

  it('checks the depth alone where the text is taken as sent', () => {
    expect(findJsonProblem({ name: 'A\u0000\ud800' }, { text: false })).toBeNull();
    expect(findJsonProblem(nested(MAX_JSON_DEPTH + 1), { text: false })).toEqual({
      problem: 'too-deep',
    });
  });
});
